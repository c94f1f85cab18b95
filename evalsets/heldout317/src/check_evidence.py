"""Checks every '# + file: quote' / '# - file: quote' comment in questions.yaml against the file's text
(whitespace-insensitive; markdown ** markers ignored). Also checks gold keys exist in people:."""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260914_183205.jpg": os.path.join(HERE, "devarajan", "sharmila_2026_page_text.txt")}

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
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s(.+)$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    if f not in cache:
        if not (f in PHOTO_TEXT or os.path.exists(os.path.join(CVS, f))):
            print("NO FILE", f); bad += 1; cache[f] = ""; continue
        cache[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in cache[f]:
        bad += 1
        print(f"MISSING {sign} {f}: {quote}")

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(data["people"])
gold_seen = set()
for q in data["questions"]:
    for k in q["gold"]:
        if k not in keys:
            print("UNKNOWN KEY", k, q["q"]); bad += 1
        gold_seen.add(k)
if keys - gold_seen:
    print("never gold:", keys - gold_seen); bad += 1
print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
