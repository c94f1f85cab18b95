"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive). PDF: pdftotext; DOCX: python-docx paragraphs, table cells, header/footer;
.json/.txt: raw file; .jpg: the page text kept in src/ (the photo has no text layer)."""
import os, re, subprocess, sys
import yaml  # noqa  (only to validate the YAML parses)
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
PHOTO_TEXT = {"盛闻溪_简历_2026.jpg": os.path.join(HERE, "sheng_wenxi_2026_page_text.txt")}
def norm(t): return re.sub(r"\s+", "", t)
cache = {}
def text(fn):
    if fn in cache: return cache[fn]
    p = os.path.join(ROOT, "cvs", fn)
    if fn in PHOTO_TEXT: t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"): t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections: parts += [x.text for x in s.header.paragraphs + s.footer.paragraphs]
        t = "\n".join(parts)
    else: t = open(p, encoding="utf-8").read()
    cache[fn] = norm(t); return cache[fn]
qpath = os.path.join(ROOT, "questions.yaml")
data = yaml.safe_load(open(qpath, encoding="utf-8"))
keys = set(data["people"])
bad = n = 0
for i, line in enumerate(open(qpath, encoding="utf-8"), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|json|txt|jpg|md)):\s*(.+?)\s*$", line)
    if not m: continue
    n += 1; fn, q = m.group(2), m.group(3)
    if not os.path.exists(os.path.join(ROOT, "cvs", fn)):
        print(f"line {i}: no such file {fn}"); bad += 1; continue
    if norm(q) not in text(fn):
        print(f"line {i}: NOT FOUND in {fn}: {q}"); bad += 1
for q in data["questions"]:
    for g in q["gold"]:
        if g not in keys: print("unknown key", g, q["q"]); bad += 1
gold_people = {g for q in data["questions"] for g in q["gold"]}
if keys - gold_people: print("never gold:", keys - gold_people); bad += 1
print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
