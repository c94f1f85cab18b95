#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the file's
text (whitespace-insensitive; markdown ** markers ignored). Also checks each intent has 4
questions with identical gold, and that every person is gold somewhere."""
import os, re, subprocess, sys, collections
import docx, yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "photo_page_text_yan_kexin.txt")}

def norm(s):
    s = s.replace("**", "").replace("\u3000", " ")
    return re.sub(r"\s+", "", s)

def texts(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fn], encoding="utf-8").read()]
    if fn.endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if fn.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.footer.paragraphs] + [x.text for x in s.header.paragraphs]
        return ["\n".join(parts)]
    return [open(p, encoding="utf-8").read()]

raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
cache, bad, n = {}, 0, 0
for line in raw.split("\nquestions:", 1)[1].splitlines():
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
    if not m:
        continue
    fn, quote = m.group(2), m.group(3).strip()
    if not os.path.exists(os.path.join(CVS, fn)):
        print("MISSING FILE", fn); bad += 1; continue
    if fn not in cache:
        cache[fn] = [norm(t) for t in texts(fn)]
    n += 1
    if not any(norm(quote) in t for t in cache[fn]):
        print("NOT FOUND", fn, "::", quote); bad += 1

data = yaml.safe_load(raw)
by = collections.defaultdict(list)
for q in data["questions"]:
    by[q["intent"]].append(q)
for k, qs in by.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    langs = collections.Counter(q["lang"] for q in qs)
    if len(qs) != 4 or len(golds) != 1 or langs != {"en": 2, "zh": 2}:
        print("INTENT PROBLEM", k, len(qs), golds, langs); bad += 1
gold_people = {g for q in data["questions"] for g in q["gold"]}
for p in data["people"]:
    if p not in gold_people:
        print("NEVER GOLD", p); bad += 1
for q in data["questions"]:
    for g in q["gold"]:
        if g not in data["people"]:
            print("UNKNOWN KEY", g); bad += 1
print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by)} intents, {bad} problems")
sys.exit(1 if bad else 0)
