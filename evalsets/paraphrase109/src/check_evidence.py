#!/usr/bin/env python3
"""Self-check for questions.yaml: every '# + file: quote' / '# - file: quote' must occur in the
file's text (all whitespace removed, markdown ** and * ignored). Also checks that every question
has an intent, that the 4 phrasings of an intent share one gold, and that gold keys exist."""
import os, re, subprocess, sys, json, collections
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_扶景岩简历.jpg": os.path.join(ROOT, "src", "fu_jingyan_page_text.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
start = lines.index("questions:")
for i, line in enumerate(lines, 1):
    if i <= start:
        continue
    m = re.match(r"\s*# ([+-]) (\S+?): (.+)$", line)
    if not m:
        continue
    f, q = m.group(2), m.group(3)
    if not os.path.exists(os.path.join(CVS, f)):
        print(f"line {i}: no such file {f}"); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(q) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
people = data["people"]
by_intent = collections.defaultdict(list)
for q in data["questions"]:
    if "intent" not in q:
        print("no intent:", q["q"]); bad += 1; continue
    by_intent[q["intent"]].append(q)
    for k in q["gold"]:
        if k not in people:
            print("unknown key", k); bad += 1
for it, qs in by_intent.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    if len(qs) != 4 or len(golds) != 1:
        print("intent problem:", it, len(qs), golds); bad += 1
gold_people = {k for q in data["questions"] for k in q["gold"]}
for k in people:
    if k not in gold_people:
        print("never gold:", k); bad += 1
print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
sys.exit(1 if bad else 0)
