"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the
text of that file (whitespace-insensitive; markdown ** markers ignored)."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_简历.jpg": os.path.join(HERE, "yu_pengcheng_page_text.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    m = re.match(r"\s*#\s*([+-])\s+([^\s:]+\.(?:pdf|docx|md|txt|json|jpg)):\s?(.*)$", line)
    if not m:
        continue
    n += 1
    f, q = m.group(2), m.group(3)
    if not os.path.exists(os.path.join(CVS, f)):
        print("MISSING FILE", f); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    if norm(q) not in cache[f]:
        print("NOT FOUND", f, "::", q); bad += 1
print(f"{n} quotes checked, {bad} failed")
sys.exit(1 if bad else 0)
