#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive). PDFs: pdftotext; DOCX: python-docx paragraphs + table cells;
.md/.txt/.json: file text (markdown ** / * markers removed); the photo .jpg: src/<page>.txt."""
import os, re, subprocess, sys
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260312_094417.jpg": os.path.join(HERE, "she_anning_page1.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    t = open(p, encoding="utf-8").read()
    if name.endswith(".md"):
        t = t.replace("**", "").replace("*", "")
    return t

norm = lambda s: re.sub(r"\s+", "", s)
pat = re.compile(r"^\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$")
cache, bad, n = {}, 0, 0
started = False
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    if line.startswith("questions:"):
        started = True
    m = pat.match(line) if started else None
    if not m:
        continue
    sign, f, quote = m.groups()
    n += 1
    try:
        if f not in cache:
            cache[f] = norm(text_of(f))
    except FileNotFoundError:
        print(f"MISSING FILE {f}"); bad += 1; continue
    if norm(quote) not in cache[f]:
        print(f"NOT FOUND {sign} {f}: {quote}"); bad += 1
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
