#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive). PDF: pdftotext; DOCX: python-docx paragraphs, table cells and header/footer
paragraphs; JSON/TXT/MD: the raw file; the phone photo (.jpg): the page text kept in src/."""
import os, re, subprocess, sys
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261014_213305.jpg": os.path.join(ROOT, "src", "xiao_wanyin_2026_photo_text.txt")}

def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    p = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

norm = lambda s: re.sub(r"\s+", "", s)
cache, bad, n = {}, 0, 0
for i, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
    if not m or not re.search(r"\.(pdf|docx|json|txt|md|jpg)$", m.group(2)):
        continue
    f, q = m.group(2), m.group(3)
    if f not in cache:
        if f not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, f)):
            print(f"line {i}: no such file {f}"); bad += 1; continue
        cache[f] = norm(text_of(f))
    n += 1
    if norm(q) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
