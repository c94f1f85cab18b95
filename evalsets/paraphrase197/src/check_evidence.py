#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' comment in ../questions.yaml against the
text of the file (whitespace-insensitive, U+2011 -> '-'), plus basic structure of the set."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_简历.jpg": os.path.join(HERE, "zhongkaiwen_page_text.txt")}

def text_of(name):
    path = os.path.join(CVS, name)
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
        for s in d.sections:
            parts += [p.text for p in s.footer.paragraphs] + [p.text for p in s.header.paragraphs]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = s.replace("\u2011", "-").replace("**", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
for line in src.splitlines():
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.\w+):\s(.+)$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, f)):
        print("MISSING FILE", f); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in cache[f]:
        print(f"NOT FOUND [{sign}] {f}: {quote}"); bad += 1

data = yaml.safe_load(src)
people = data["people"]
byint = collections.defaultdict(list)
golds = set()
for q in data["questions"]:
    for k in q["gold"]:
        if k not in people:
            print("UNKNOWN KEY", k, q["q"]); bad += 1
        golds.add(k)
    byint[q["intent"]].append(q)
for it, qs in byint.items():
    if len(qs) != 4:
        print("intent", it, "has", len(qs), "questions"); bad += 1
    if len({tuple(sorted(q["gold"])) for q in qs}) != 1:
        print("intent", it, "gold differs"); bad += 1
for k in people:
    if k not in golds:
        print("never gold:", k); bad += 1
files = sorted(os.listdir(CVS))
unquoted = [f for f in files if f not in cache]
if unquoted:
    print("files never quoted:", unquoted)
print(f"{n} quotes checked, {len(data['questions'])} questions, {len(byint)} intents, {bad} problems")
sys.exit(1 if bad else 0)
