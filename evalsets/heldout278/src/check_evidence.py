"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; PDF bullets ignored). Photo files use the page text kept in src/."""
import os, re, subprocess, sys
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PHOTO_TEXT = {"阙浩岚_简历_2026.jpg": os.path.join(HERE, "cb", "que_haolan_2026_page.txt")}

def text_of(name):
    path = os.path.join(ROOT, "cvs", name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    return re.sub(r"[\s•*]+", "", s)

cache, bad, n = {}, 0, 0
for i, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|json|jpg|txt)):\s(.+)$", line)
    if not m:
        continue
    n += 1
    f, quote = m.group(2), m.group(3).strip()
    if f not in cache:
        if not os.path.exists(os.path.join(ROOT, "cvs", f)):
            print(f"line {i}: missing file {f}"); bad += 1; continue
        cache[f] = norm(text_of(f))
    if norm(quote) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
print(f"{n} quotes checked, {bad} failing")
sys.exit(1 if bad else 0)
