#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive) in that file's text, plus basic structure checks."""
import json, os, re, subprocess, sys
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260912_184233.jpg": os.path.join(HERE, "cheng_anhe_page_text.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

norm = lambda s: re.sub(r"\s+", "", s.replace("**", ""))
cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
for i, line in enumerate(lines, 1):
    if i <= start:
        continue
    m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", line)
    if not m:
        continue
    f, q = m.group(2).strip(), m.group(3).strip()
    if not os.path.exists(os.path.join(CVS, f)):
        print(f"line {i}: no such file {f}"); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(q) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1

d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(d["people"])
groups = {}
for q in d["questions"]:
    for g in q["gold"]:
        if g not in keys:
            print("unknown key", g, q["q"]); bad += 1
    groups.setdefault(q["intent"], []).append(q)
for k, qs in groups.items():
    if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
        print("intent group problem:", k); bad += 1
used = {g for q in d["questions"] for g in q["gold"]}
if keys - used:
    print("never gold:", keys - used); bad += 1
print(f"{n} quotes checked, {len(d['questions'])} questions, {len(groups)} intents, {bad} problems")
sys.exit(1 if bad else 0)
