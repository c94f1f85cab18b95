"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.
Whitespace-insensitive (all whitespace removed), markdown * markers and PDF bullets ignored.
PDF: pdftotext -layout; DOCX: python-docx paragraphs + table cells; .jpg: the page text kept
in src/ (the photo has no text layer); .md/.txt: the file."""
import re, subprocess, sys, pathlib
from docx import Document

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261108_194512.jpg": HERE / "pang_minghui_2026_zh_page.txt"}

def norm(s):
    s = s.replace("*", "").replace("•", "")
    s = s.replace("ﬀ", "ff").replace("ﬁ", "fi").replace("ﬂ", "fl")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if not p.exists():
        raise FileNotFoundError(name)
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True,
                              text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs + s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

cache, bad, n = {}, 0, 0
qs = ROOT / "questions.yaml"
started = False
for ln, line in enumerate(qs.read_text(encoding="utf-8").splitlines(), 1):
    if line.startswith("questions:"):
        started = True
    m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?\.(?:pdf|docx|md|txt|jpg)):\s+(.*\S)\s*$", line)
    if not started or not m:
        continue
    sign, fname, quote = m.groups()
    n += 1
    try:
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
    except FileNotFoundError:
        print(f"line {ln}: no such file {fname}"); bad += 1; continue
    if norm(quote) not in cache[fname]:
        print(f"line {ln}: NOT FOUND in {fname}: {quote}"); bad += 1
cited = set(cache)
for f in CVS.iterdir():
    if f.name not in cited:
        print(f"file never cited: {f.name}"); bad += 1
print(f"{n} quotes checked, {bad} failing")
sys.exit(1 if bad else 0)
