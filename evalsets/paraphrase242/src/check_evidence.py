#!/usr/bin/env python3
"""Self-check for paraphrase242: every '# + file: quote' / '# - file: quote' evidence comment in
questions.yaml must occur (whitespace-insensitive) in the text of its file; also checks the set's
structure (4 questions per intent, same gold within an intent, every person gold somewhere)."""
import os, re, subprocess, sys, json
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20220518_简历.jpg": os.path.join(HERE, "yu_ziang_2022_photo_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("`", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    ext = fn.rsplit(".", 1)[-1].lower()
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif ext == "pdf":
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
    elif ext == "docx":
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    bad = n = 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if not m:
            continue
        sign, fn, quote = m.groups()
        if not os.path.splitext(fn)[1]:
            continue
        n += 1
        try:
            ok = norm(quote) in text_of(fn)
        except FileNotFoundError as e:
            ok = False
            print(f"line {i}: missing file {e}")
        if not ok:
            bad += 1
            print(f"line {i}: NOT FOUND in {fn}: {quote}")
    import yaml
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    by_intent = defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        assert set(q["gold"]) <= keys, q
        by_intent[q["intent"]].append(q)
        gold_people |= set(q["gold"])
    for it, qs in by_intent.items():
        if len(qs) != 4:
            bad += 1; print(f"intent {it}: {len(qs)} questions, want 4")
        if len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            bad += 1; print(f"intent {it}: golds differ")
    if keys - gold_people:
        bad += 1; print("never gold:", keys - gold_people)
    cvfiles = sorted(os.listdir(CVS))
    used = {m.group(1) for ln in lines for m in [re.match(r"\s*#\s*[+-]\s+(\S+?):\s", ln)] if m}
    for f in cvfiles:
        if f not in used:
            print("note: no evidence quoted from", f)
    print(f"{n} quotes checked, {bad} problems; {len(data['questions'])} questions, {len(by_intent)} intents")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
