#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml occurs in the
text of its file (whitespace-insensitive, NFKC, PDF bullets ignored). Also checks every gold
person has at least one '+' line, '-' lines are allowed on gold people only as documentation,
and every person is gold somewhere. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "emre_karabulut_2026_photo.txt")}
OWNER = {"武振飞_简历.pdf": "WZF", "詹若薇-法务总监-简历.docx": "ZRW", "Orlaith_Kealey_CV.pdf": "OK",
         "thais_vilhena.resume.json": "TV", "emre_karabulut_cv_2021.txt": "EK",
         "IMG_20261103_184512.jpg": "EK"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "").replace("\u2019", "'").replace("\u2018", "'")
    return re.sub(r"\s+", "", s)

def strings(o):
    if isinstance(o, str): yield o
    elif isinstance(o, dict):
        for v in o.values(): yield from strings(v)
    elif isinstance(o, list):
        for v in o: yield from strings(v)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT: return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"): return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if fn.endswith(".json"): return "\n".join(strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()

def main():
    texts = {f: norm(text_of(f)) for f in os.listdir(CVS)}
    fails = 0; pending = []; n = 0; gold_seen = set()
    qfile = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qfile, encoding="utf-8"))
    qs = iter(data["questions"])
    started = False
    for line in open(qfile, encoding="utf-8"):
        if line.startswith("questions:"):
            started = True; continue
        if not started: continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*- \{q:", line):
            q = next(qs); gold = set(q["gold"]); gold_seen |= gold
            plus = set()
            for sign, fn, quote in pending:
                n += 1
                if fn not in texts:
                    print("NO FILE", fn, "|", q["q"]); fails += 1; continue
                if norm(quote) not in texts[fn]:
                    print("NOT FOUND", fn, ":", quote); fails += 1
                if sign == "+":
                    plus.add(OWNER[fn])
                    if OWNER[fn] not in gold:
                        print("+ line for non-gold person", fn, "|", q["q"]); fails += 1
            for g in gold - plus:
                print("gold without evidence", g, "|", q["q"]); fails += 1
            pending = []
    for k in data["people"]:
        if k not in gold_seen:
            print("never gold:", k); fails += 1
    print(f"{n} evidence lines, {len(data['questions'])} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
