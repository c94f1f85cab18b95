#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in the file's text
(whitespace-insensitive; markdown ** and * markers and PDF bullets ignored)."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260914_简历新版.jpg": os.path.join(HERE, "qin_yuening_2026_page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
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
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

cache, bad, n = {}, 0, 0
for i, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    m = re.match(r"\s*#\s*([+-])\s+([^:\s]+\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, f)):
        print(f"line {i}: missing file {f}"); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
