#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the file's text
(whitespace-insensitive, markdown ** ignored), that all 4 questions of an intent share one gold,
and that every person is gold somewhere."""
import re, subprocess, sys, os, collections
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260914_183052.jpg": os.path.join(HERE, "zanele_mahlangu_page1.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

norm = lambda s: re.sub(r"\s+", "", s.replace("**", ""))
cache = {}
bad = 0; n = 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().split("\nquestions:\n", 1)[1].splitlines()
for ln in lines:
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
    if not m: continue
    sign, f, q = m.groups(); n += 1
    if f not in cache: cache[f] = norm(text_of(f))
    if norm(q) not in cache[f]:
        bad += 1; print(f"MISSING {sign} {f}: {q}")
data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
golds = collections.defaultdict(set); cnt = collections.Counter()
for q in data["questions"]:
    golds[q["intent"]].add(tuple(sorted(q["gold"]))); cnt[q["intent"]] += 1
    for g in q["gold"]:
        if g not in data["people"]: bad += 1; print("unknown key", g)
for i, g in golds.items():
    if len(g) != 1 or cnt[i] != 4: bad += 1; print("intent inconsistent:", i, g, cnt[i])
used = {g for q in data["questions"] for g in q["gold"]}
for k in data["people"]:
    if k not in used: bad += 1; print("never gold:", k)
print(f"{n} quotes, {len(data['questions'])} questions, {len(golds)} intents, problems: {bad}")
sys.exit(1 if bad else 0)
