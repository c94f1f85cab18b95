#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and * ignored; PDF bullets ignored).
Also checks: 4 questions per intent with identical gold, every person gold somewhere."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20200614_213355.jpg": os.path.join(HERE, "IMG_20200614_213355.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    bad = n = 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2), m.group(3).strip()
        try:
            ok = norm(quote) in text_of(f)
        except FileNotFoundError:
            ok = False
        if not ok:
            bad += 1
            print(f"line {i}: NOT FOUND in {f}: {quote}")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        gold_people.update(q["gold"])
        for k in q["gold"]:
            if k not in data["people"]:
                bad += 1; print("unknown key", k)
    for it, qs in by_intent.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            bad += 1; print("intent problem:", it)
    missing = set(data["people"]) - gold_people
    if missing:
        bad += 1; print("never gold:", missing)
    print(f"{n} quotes, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
