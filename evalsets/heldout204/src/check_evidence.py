#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the file's text
(whitespace-insensitive; markdown ** and * markers ignored). Also checks gold keys and sizes."""
import os, re, subprocess, sys
import yaml  # provided by pip install pyyaml if missing
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_093112.jpg": os.path.join(HERE, "IMG_20261103_093112.page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        sys.exit(f"missing file: {fn}")
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
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
    qpath = os.path.join(ROOT, "questions.yaml")
    raw = open(qpath, encoding="utf-8").read()
    data = yaml.safe_load(raw)
    keys = set(data["people"])
    bad = 0; n = 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?):\s+(.*)$", line)
        if not m or not re.search(r"\.(pdf|docx|md|txt|jpg)$", m.group(2)):
            continue
        n += 1
        fn, quote = m.group(2).strip(), m.group(3)
        if norm(quote) not in text_of(fn):
            bad += 1
            print(f"NOT FOUND [{m.group(1)}] {fn}: {quote}")
    gold_people = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                bad += 1; print("unknown key", g, "in", q["q"])
            gold_people.add(g)
    missing = keys - gold_people
    if missing:
        bad += 1; print("never gold:", missing)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
