"""Checks every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown **/* ignored; PDF non-breaking hyphens normalised)."""
import json, re, subprocess, sys, pathlib
HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent; CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": HERE / "katrina_dizon_2026_page.txt"}

def norm(s):
    s = s.replace("\u2011", "-").replace("\u00a0", " ").replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout + "\n" + \
               subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

texts = {}
bad = n = 0
in_q = False
for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    if line.startswith("questions:"):
        in_q = True
    if not in_q:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    if not (CVS / f).exists():
        print(f"line {i}: missing file {f}"); bad += 1; continue
    if f not in texts:
        texts[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in texts[f]:
        print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
