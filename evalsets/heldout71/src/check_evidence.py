"""Checks every '# + file: quote' / '# - file: quote' comment in ../questions.yaml against the
file's text (whitespace-insensitive; '•' bullets and markdown '**' ignored).
Texts: PDF -> pdftotext (raw and -layout, either may match); DOCX -> python-docx paragraphs and
table cells; .md/.json -> the file; the .jpg -> src/benedetta_corvino_page1.txt."""
import os, re, subprocess, sys
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_142210.jpg": os.path.join(HERE, "benedetta_corvino_page1.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def texts(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise SystemExit(f"missing file {fn}")
    if fn in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fn], encoding="utf-8").read()]
    if fn.endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    return [open(p, encoding="utf-8").read()]

cache, bad, n = {}, 0, 0
pat = re.compile(r"^\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|json|jpg|txt)):\s+(.*\S)\s*$")
for i, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    m = pat.match(line)
    if not m:
        continue
    sign, fn, quote = m.groups()
    if fn not in cache:
        cache[fn] = [norm(t) for t in texts(fn)]
    n += 1
    if not any(norm(quote) in t for t in cache[fn]):
        bad += 1
        print(f"line {i}: NOT FOUND in {fn}: {quote}")
print(f"{n} quotes checked, {bad} not found")
sys.exit(1 if bad else 0)
