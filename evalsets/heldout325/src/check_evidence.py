#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** markers ignored). PDFs via pdftotext, DOCX via python-docx
paragraphs + table cells, .md/.txt as is, the photo via its pre-photo page text in src/."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261108_094512.jpg": os.path.join(HERE, "tharani_kumaresan_2026_page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    cache, bad, n = {}, 0, 0
    files = set(os.listdir(CVS))
    started = False
    for ln, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m:
            continue
        sign, f, quote = m.groups()
        if f not in files:
            print(f"line {ln}: unknown file {f}"); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            print(f"line {ln}: NOT FOUND in {f}: {quote}"); bad += 1
    print(f"{n} quotes checked, {bad} problems")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
