#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** / * markers ignored), plus basic gold sanity checks."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_184512.jpg": os.path.join(HERE, "fu_yuning_photo_page.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        raw = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        lay = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return raw + "\n\x00\n" + lay  # a quote may match either pdftotext mode
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
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache = {}
bad = 0
n = 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.*)$", line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, fname)):
        print(f"line {i}: missing file {fname}"); bad += 1; continue
    if fname not in cache:
        cache[fname] = norm(text_of(fname))
    n += 1
    if norm(quote) not in cache[fname]:
        print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
people = set(data["people"])
by_intent = collections.defaultdict(list)
gold_people = set()
for q in data["questions"]:
    for k in q["gold"]:
        if k not in people:
            print("unknown key", k, q["q"]); bad += 1
    gold_people |= set(q["gold"])
    by_intent[q["intent"]].append(q)
for it, qs in by_intent.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    if len(qs) != 4 or len(golds) != 1:
        print("intent problem", it, len(qs), golds); bad += 1
if people - gold_people:
    print("never gold:", people - gold_people); bad += 1
print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, problems: {bad}")
sys.exit(1 if bad else 0)
