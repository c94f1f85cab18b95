#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its CV file's text
(whitespace-insensitive; markdown **/* markers ignored; NFKC-normalised), plus basic
consistency: 13 intents x 4 questions with identical gold, gold keys known, everyone gold."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(ROOT, "src", "hao_qinglang_photo_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.footer.paragraphs] + [x.text for x in s.header.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s*(.+)$", ln)
        if not m:
            continue
        n += 1
        fn, quote = m.group(2), m.group(3)
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {i}: missing file {fn}"); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    d = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(d["people"])
    by_intent = defaultdict(list)
    golds = set()
    for q in d["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                print("unknown gold key", g, q["q"]); bad += 1
            golds.add(g)
    if len(by_intent) != 13:
        print("expected 13 intents, got", len(by_intent)); bad += 1
    for k, qs in by_intent.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("intent inconsistent:", k); bad += 1
    if people - golds:
        print("never gold:", people - golds); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
