#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in the
file's text (whitespace-insensitive, NFKC-normalised, markdown ** and PDF bullets ignored),
that every intent has 4 questions with the same gold, and that every gold key is a person."""
import os, re, sys, json, subprocess, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "chai", "chai_yingxue_page.txt")}

def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = t.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", t)

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    raw = open(qpath, encoding="utf-8").read()
    data = yaml.safe_load(raw)
    cache, bad, n = {}, 0, 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        fn, quote = m.group(2), m.group(3)
        if fn not in cache:
            if not os.path.exists(os.path.join(CVS, fn)):
                print("MISSING FILE", fn); bad += 1; continue
            cache[fn] = norm(text_of(fn))
        if norm(quote) not in cache[fn]:
            print("NOT FOUND", fn, "::", quote); bad += 1
    people = set(data["people"])
    intents = {}
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in people:
                print("UNKNOWN KEY", g, q["q"]); bad += 1
        intents.setdefault(q["intent"], []).append(q)
    for k, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", k, len(qs), golds); bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    for p in people - used:
        print("NEVER GOLD", p); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {len(intents)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

main()
