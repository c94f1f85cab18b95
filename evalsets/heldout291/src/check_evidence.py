#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; markdown * markers and PDF bullets ignored). PDFs via pdftotext, DOCX via
python-docx paragraphs + table cells, .md/.txt as is, the photo via src/zhongyifan_2026_page.txt.
Also checks gold keys exist in people: and every person is gold somewhere."""
import re, subprocess, sys, os
import yaml
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261106_184512.jpg": os.path.join(HERE, "zhongyifan_2026_page.txt")}

def norm(s):
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache = {}
def text_of(name):
    if name in cache: return cache[name]
    p = os.path.join(CVS, name)
    if not os.path.exists(p): sys.exit(f"missing CV file {name}")
    if name in PHOTO_TEXT: t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"): t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(p); parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    else: t = open(p, encoding="utf-8").read()
    cache[name] = norm(t); return cache[name]

src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
data = yaml.safe_load(src)
bad = 0; n = 0
for line in src.splitlines():
    m = re.match(r"\s+# ([+-]) ([^:]+?): (.+)$", line)
    if not m: continue
    n += 1
    if norm(m.group(3)) not in text_of(m.group(2).strip()):
        bad += 1; print("NOT FOUND:", line.strip())
people = set(data["people"]); golds = set()
for q in data["questions"]:
    for k in q["gold"]:
        if k not in people: bad += 1; print("unknown key", k, q["q"])
        golds.add(k)
for k in people - golds: bad += 1; print("never gold:", k)
print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
