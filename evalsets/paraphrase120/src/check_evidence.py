#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' line in questions.yaml occurs in the
text of that file (whitespace-insensitive), that every gold person has '+' evidence in each of
their questions, that the 4 questions of an intent share one gold, and that '-' lines never
point at a gold person's file for that question."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260314_183207.jpg": os.path.join(HERE, "ty", "tong_yuyan_page.txt")}
OWNER = {  # file -> person key
    "kou_tianyu_cv.pdf": "KT", "禹泽川_储能电芯工程师.pdf": "YZ", "Connor Maguire - CV 2026.docx": "CM",
    "daan_hoogeveen_2023.md": "DH", "daan-hoogeveen-resume.json": "DH", "阳思远-简历-2026.docx": "YS",
    "Zofia_Nowicka_LevelDesign.pdf": "ZN", "IMG_20260314_183207.jpg": "TY", "岑野_自由摄影师_简历.txt": "CY",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        # default reading order and -raw content order (tables/columns come out differently)
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
        b = subprocess.run(["pdftotext", "-raw", p, "-"], capture_output=True, text=True, check=True).stdout
        return a + "\n\u241e\n" + b
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    raw = open(p, encoding="utf-8").read()
    if fn.endswith(".md"):
        raw = raw.replace("**", "").replace("*", "")
    return raw

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    assert set(OWNER) == set(os.listdir(CVS)), sorted(set(os.listdir(CVS)) ^ set(OWNER))
    cache, fails, pending, qi = {}, 0, [], 0
    checked = 0
    per_q = []
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for ln in lines[start:]:
        m = re.match(r"\s*# ([+-]) (.+?): (.+)$", ln)
        if m:
            sign, fn, quote = m.groups()
            if fn not in OWNER:
                print("UNKNOWN FILE:", fn); fails += 1; continue
            if fn not in cache:
                cache[fn] = norm(text_of(fn))
            checked += 1
            if norm(quote) not in cache[fn]:
                print(f"MISSING [{fn}]: {quote}"); fails += 1
            pending.append((sign, OWNER[fn]))
        elif re.match(r"\s*- q: ", ln):
            per_q.append(pending); pending = []
    qs = data["questions"]
    assert len(per_q) == len(qs), (len(per_q), len(qs))
    intents = {}
    last_intent, last_ev = None, []
    for q, ev in zip(qs, per_q):
        # an intent's evidence block sits above its first phrasing and covers all four
        if not ev and q["intent"] == last_intent:
            ev = last_ev
        last_intent, last_ev = q["intent"], ev
        gold = set(q["gold"])
        plus = {k for s, k in ev if s == "+"}
        minus = {k for s, k in ev if s == "-"}
        for k in gold - plus:
            print(f"NO EVIDENCE for {k}: {q['q']}"); fails += 1
        for k in (plus - gold):
            print(f"'+' line for non-gold {k}: {q['q']}"); fails += 1
        for k in (minus & gold):
            print(f"'-' line names gold {k}: {q['q']}"); fails += 1
        for k in gold:
            if k not in data["people"]:
                print("unknown key", k); fails += 1
        intents.setdefault(q["intent"], []).append(q)
    for name, group in intents.items():
        if len(group) != 4 or len({tuple(sorted(g["gold"])) for g in group}) != 1:
            print("INTENT NOT CONSISTENT:", name); fails += 1
    everyone = set().union(*[set(q["gold"]) for q in qs])
    for k in data["people"]:
        if k not in everyone:
            print("never gold:", k); fails += 1
    print(f"{checked} evidence lines, {len(qs)} questions, {len(intents)} intents, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
