#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the
file's text (whitespace-insensitive; PDF bullets ignored). PDF: pdftotext; DOCX: python-docx
paragraphs + table cells; .json/.txt/.md: the file; the photo .jpg: src/<page>.txt."""
import os, re, subprocess, sys
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260930_141522.jpg": os.path.join(HERE, "hattie_margolis_2026_page.txt")}

def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    elif name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

bad = n = 0
for i, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
    if not m or m.group(2) == "file":
        continue
    sign, fname, quote = m.groups()
    if not (fname.endswith((".pdf", ".docx", ".json", ".txt", ".md", ".jpg"))):
        continue
    n += 1
    if norm(quote) not in text_of(fname):
        bad += 1
        print(f"line {i}: NOT FOUND in {fname}: {quote}")
print(f"{n} quotes checked, {bad} missing")
sys.exit(1 if bad else 0)
