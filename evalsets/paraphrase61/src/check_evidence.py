#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its CV's text
(whitespace-insensitive, NFKC). Also: every gold member has a '+' line in its intent block,
no '-' line belongs to a gold member's file, all 4 questions of an intent share one gold,
every person is gold somewhere. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {"ouyang_yanzhou_cv.pdf": "OY", "Priscilla_Haugland_CV.docx": "PH", "聂元朗_简历.docx": "NY",
         "lucia_montalban.md": "LM", "查沛然_简历_2021.txt": "ZP", "zha_peiran_cv_2026.pdf": "ZP",
         "marthe_vandenbroucke.json": "MV", "IMG_20261102_183245.jpg": "YZ", "torvald_reinecke_cv.pdf": "TR"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("\u00ad", "")
    s = s.replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append(" ".join(c.text for c in row.cells))
        return "\n".join(parts)
    if fn.endswith(".json"):
        vals = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): vals.append(o)
        walk(json.load(open(p, encoding="utf-8")))
        return "\n".join(vals)
    if fn.endswith(".jpg"):
        return open(os.path.join(HERE, "yan_zhilan_resume.page.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

fails = 0
cache = {}
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
data = yaml.safe_load("\n".join(lines))
people = set(data["people"])
ev_by_intent, cur = {}, None
for ln in lines:
    m = re.match(r"\s*# -+ (i\d\d-\S+)", ln)
    if m:
        cur = m.group(1); ev_by_intent[cur] = []; continue
    m = re.match(r"\s*# ([+-]) ([^:]+): (.+)$", ln)
    if m and cur:
        sign, fn, quote = m.groups()
        if fn not in cache:
            if not os.path.exists(os.path.join(CVS, fn)):
                print("MISSING FILE", fn); fails += 1; cache[fn] = ""; continue
            cache[fn] = norm(text_of(fn))
        if norm(quote) not in cache[fn]:
            print(f"NOT FOUND [{cur}] {fn}: {quote}"); fails += 1
        ev_by_intent[cur].append((sign, OWNER.get(fn)))
golds, seen = {}, set()
for q in data["questions"]:
    it, g = q["intent"], tuple(sorted(q["gold"]))
    golds.setdefault(it, set()).add(g)
    seen |= set(g)
    for k in g:
        if k not in people: print("UNKNOWN KEY", k); fails += 1
for it, gs in golds.items():
    if len(gs) != 1: print("GOLD DIFFERS within", it, gs); fails += 1
    g = set(next(iter(gs)))
    ev = ev_by_intent.get(it, [])
    for k in g:
        if ("+", k) not in ev: print("NO + EVIDENCE", it, k); fails += 1
    for s, k in ev:
        if s == "-" and k in g: print("- LINE FOR GOLD MEMBER", it, k); fails += 1
        if s == "+" and k not in g: print("+ LINE FOR NON-GOLD", it, k); fails += 1
    n = sum(1 for q in data["questions"] if q["intent"] == it)
    if n != 4: print("INTENT NOT 4 QUESTIONS", it, n); fails += 1
for k in people - seen:
    print("NEVER GOLD", k); fails += 1
print("failures:", fails)
sys.exit(1 if fails else 0)
