"""Self-check: every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text
(whitespace-insensitive; markdown '*' markers and PDF bullets ignored). Also checks intent groups."""
import os, re, subprocess, sys, json
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260914_183207.jpg": os.path.join(HERE, "suo_jingfan_photo_page.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout + \
               subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s?(.*)$", line)
    if not m:
        continue
    sign, f, q = m.groups()
    if not os.path.exists(os.path.join(CVS, f)):
        print(f"line {i}: missing file {f}"); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(q) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1

d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
groups = {}
for q in d["questions"]:
    groups.setdefault(q["intent"], []).append(q)
    for k in q["gold"]:
        if k not in d["people"]:
            print("unknown key", k, q["q"]); bad += 1
for k, qs in groups.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    if len(qs) != 4 or len(golds) != 1:
        print("intent problem", k, len(qs), golds); bad += 1
used = {k for q in d["questions"] for k in q["gold"]}
for k in d["people"]:
    if k not in used:
        print("never gold:", k); bad += 1
print(f"{n} quotes checked, {len(groups)} intents, {len(d['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
