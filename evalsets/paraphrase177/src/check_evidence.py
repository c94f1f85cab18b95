#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the
file's text (whitespace-insensitive; typographic hyphens/apostrophes/dashes normalised; markdown
** markers ignored). Also checks each intent has 4 questions with identical gold."""
import os, re, sys, subprocess, json
from collections import defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_0912.jpg": os.path.join(HERE, "siobhan_marchetti_page_text.txt")}

def norm(s):
    s = s.replace("\u2011", "-").replace("\u2010", "-").replace("\u2019", "'").replace("\u2018", "'")
    s = s.replace("\u201c", '"').replace("\u201d", '"').replace("**", "")
    s = s.replace("\u2013", "-").replace("\u2014", "-")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    else:
        p = os.path.join(CVS, fn)
        if fn.endswith(".pdf"):
            t = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
            t += "\n" + subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        elif fn.endswith(".docx"):
            from docx import Document
            d = Document(p)
            parts = [x.text for x in d.paragraphs]
            for tb in d.tables:
                for row in tb.rows:
                    for c in row.cells:
                        parts.append(c.text)
            t = "\n".join(parts)
        else:
            t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    bad = n = 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if not m:
            continue
        fn, quote = m.group(2), m.group(3).strip()
        if not (os.path.exists(os.path.join(CVS, fn)) or fn in PHOTO_TEXT):
            continue
        n += 1
        if norm(quote) not in text_of(fn):
            bad += 1
            print("MISSING", fn, "::", quote)
    import yaml
    d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    groups = defaultdict(list)
    for q in d["questions"]:
        groups[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in d["people"]:
                bad += 1; print("UNKNOWN KEY", k)
    for it, qs in groups.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            bad += 1; print("INTENT PROBLEM", it)
    used = {k for q in d["questions"] for k in q["gold"]}
    for k in d["people"]:
        if k not in used:
            bad += 1; print("NEVER GOLD", k)
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(groups)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
