#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's
text (whitespace-insensitive, NFKC; Markdown ** / * markers ignored). Also checks the set's shape.
Run with the venv python (needs python-docx):  src/.venv/bin/python src/check_evidence.py"""
import os, re, subprocess, sys, unicodedata, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"shi_mingkai_resume_photo.jpg": os.path.join(HERE, "shi_mingkai_photo_page.txt")}

def norm(s, md=False):
    s = unicodedata.normalize("NFKC", s)
    if md:
        s = s.replace("**", "").replace("*", "")
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise SystemExit(f"missing file: {fn}")
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t, md=fn.endswith(".md"))
    return _cache[fn]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().split("\n")
    bad, n = 0, 0
    ev_re = re.compile(r"^\s*#\s*([+-])\s+([^:]+\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$")
    for i, ln in enumerate(lines, 1):
        m = ev_re.match(ln)
        if not m:
            continue
        n += 1
        sign, fn, quote = m.groups()
        if norm(quote, md=fn.endswith(".md")) not in text_of(fn.strip()):
            bad += 1
            print(f"line {i}: NOT FOUND in {fn}: {quote}")
    d = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = d["people"]
    qs = d["questions"]
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q in qs:
        for g in q["gold"]:
            if g not in people:
                bad += 1; print("unknown key", g, q["q"])
        gold_people.update(q["gold"])
        by_intent[q["intent"]].append(q)
    for k, v in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in v}
        if len(v) != 4 or len(golds) != 1:
            bad += 1; print("intent shape problem:", k, len(v), golds)
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in v)
        if zh != 2:
            bad += 1; print("intent language mix problem:", k, zh)
    missing = set(people) - gold_people
    if missing:
        bad += 1; print("never gold:", missing)
    # quotes of every gold person above each question (a '+' line naming a file of that person)
    print(f"{n} evidence quotes checked, {len(qs)} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
