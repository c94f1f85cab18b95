#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** markers ignored) in the text of that file in ../cvs.
PDF text: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file;
the photo (.jpg): the page text kept in src/ricciardi/matteo_ricciardi_page_text.txt."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261119_084512.jpg": os.path.join(HERE, "ricciardi", "matteo_ricciardi_page_text.txt")}

def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s(.*)$", line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            bad += 1
            print(f"MISSING line {i}: {sign} {fn}: {quote}")


    print(f"{n} quotes checked, {bad} missing")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
