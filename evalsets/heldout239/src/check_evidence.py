"""Checks every '# + file: quote' / '# - file: quote' in questions.yaml against the file's text.
Text: pdftotext for PDF, python-docx paragraphs + table cells for DOCX, raw text for .md/.txt,
and src/p5/wan_aisyah_2026_page.txt for the phone photo. Whitespace-insensitive; markdown
'**' markers and PDF bullets ignored. Also checks gold keys exist and every person is gold somewhere."""
import re, subprocess, sys, pathlib, yaml
ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_091422.jpg": ROOT / "src" / "p5" / "wan_aisyah_2026_page.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    f = CVS / name
    if not f.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if f.suffix == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return f.read_text(encoding="utf-8")

cache, bad, n = {}, 0, 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
    if not m:
        continue
    n += 1
    fname, quote = m.group(2), m.group(3)
    try:
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
    except FileNotFoundError:
        print(f"line {i}: no such file {fname}"); bad += 1; continue
    if norm(quote) not in cache[fname]:
        print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1

data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
keys = set(data["people"])
seen = set()
for q in data["questions"]:
    for g in q["gold"]:
        if g not in keys:
            print("unknown key", g, "in", q["q"]); bad += 1
        seen.add(g)
for k in keys - seen:
    print("never gold:", k); bad += 1
print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
