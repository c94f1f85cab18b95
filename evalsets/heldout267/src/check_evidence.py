"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive, NFKC). Also checks: every gold person has a '+' line, no '-' line is
the only evidence, every person is gold somewhere. Exit 1 on failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_093415.jpg": os.path.join(HERE, "photo", "selin_ozturk_2026_page.txt")}
OWNER = {"Aurelia_Montcalm_Revenue.docx": "AM", "关景行_简历.pdf": "GJ", "ikenna_obiakor_cv.pdf": "IO",
         "何书朗-数据开发.md": "HS", "selin_ozturk_resume_2022.json": "SO", "IMG_20261102_093415.jpg": "SO"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("*", "").replace("#", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT: t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"): t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for r in tb.rows:
                for c in r.cells: parts.append(c.text)
        t = "\n".join(parts)
    elif fn.endswith(".json"): t = "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    else: t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    fails, pending, n_ev, gold_seen = 0, [], 0, set()
    files = set(os.listdir(CVS))
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True; continue
        if not started: continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            pending.append(m.groups()); continue
        if ln.strip().startswith("- {q:"):
            q = yaml.safe_load(ln.strip()[2:])
            gold = set(q["gold"]); gold_seen |= gold
            assert gold <= people, q
            plus_owners = set()
            for sign, fn, quote in pending:
                n_ev += 1
                if fn not in files:
                    print("MISSING FILE", fn); fails += 1; continue
                if norm(quote) not in text_of(fn):
                    print("NOT FOUND", fn, "|", quote, "| q:", q["q"]); fails += 1
                if sign == "+":
                    plus_owners.add(OWNER[fn])
                    if OWNER[fn] not in gold:
                        print("+ line for non-gold person", fn, q["q"]); fails += 1
                elif OWNER[fn] in gold and not any(s == "+" and OWNER[f] == OWNER[fn] for s, f, _ in pending):
                    print("- line is a gold person's only evidence", fn, q["q"]); fails += 1
            for g in gold - plus_owners:
                print("NO EVIDENCE for", g, "in", q["q"]); fails += 1
            if not gold and "empty-gold" not in q["tags"]:
                print("empty gold without tag", q["q"]); fails += 1
            pending = []
    for p in people - gold_seen:
        print("never gold:", p); fails += 1
    print(f"{len(data['questions'])} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

main()
