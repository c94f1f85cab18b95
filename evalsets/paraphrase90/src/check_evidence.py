#!/usr/bin/env python3
"""Self-check for paraphrase90/questions.yaml.
- every '# + file: quote' / '# - file: quote' quote occurs in its file's text (whitespace-insensitive,
  markdown ** / * markers and PDF bullets ignored);
- every intent has exactly 4 questions (2 English + 2 Chinese) with identical gold;
- every gold key is in people:, every person is gold somewhere.
Run with src/.venv/bin/python src/check_evidence.py"""
import os, re, sys, subprocess, collections
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_194512.jpg": os.path.join(ROOT, "src", "di_qingyuan_photo_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    path = os.path.join(CVS, fn)
    if not os.path.exists(path):
        raise FileNotFoundError(fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif fn.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        for sec in d.sections:
            for hf in (sec.header, sec.footer):
                parts += [p.text for p in hf.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
        if fn.endswith(".md"):
            t = t.replace("*", "")
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    raw = open(qpath, encoding="utf-8").read()
    bad = 0; n = 0
    for i, line in enumerate(raw.splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.[A-Za-z]+):\s+(.*\S)\s*$", line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        n += 1
        try:
            ok = norm(quote.replace("*", "") if fn.endswith(".md") else quote) in text_of(fn)
        except FileNotFoundError:
            print(f"line {i}: no such file {fn}"); bad += 1; continue
        if not ok:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    data = yaml.safe_load(raw)
    people = data["people"]; qs = data["questions"]
    by_intent = collections.defaultdict(list); used = set()
    for q in qs:
        for k in q["gold"]:
            if k not in people:
                print("unknown gold key", k, q["q"]); bad += 1
            used.add(k)
        by_intent[q["intent"]].append(q)
    for it, lst in sorted(by_intent.items()):
        zh = sum(1 for q in lst if re.search(r"[\u4e00-\u9fff]", q["q"]))
        golds = {tuple(sorted(q["gold"])) for q in lst}
        if len(lst) != 4 or zh != 2 or len(golds) != 1:
            print(f"intent {it}: {len(lst)} questions, {zh} Chinese, golds {golds}"); bad += 1
    for k in people:
        if k not in used:
            print("person never gold:", k); bad += 1
    print(f"{n} evidence quotes, {len(qs)} questions, {len(by_intent)} intents, problems: {bad}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
