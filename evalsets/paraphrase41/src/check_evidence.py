#!/usr/bin/env python3
"""Self-check for questions.yaml: every '+'/'-' evidence quote must occur (whitespace-insensitive,
NFKC) in the text of the named file; every gold member must have a '+' line; every intent has 4
questions with identical gold. Run with the venv python (needs python-docx, pyyaml optional)."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "haibo_rong_page.txt")}

def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = t.replace("\u2013", "-").replace("\u2014", "-").replace("--", "-")
    t = t.replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", "", t).replace("**", "").replace("*", "")

def json_strings(o):
    if isinstance(o, dict):
        for k, v in o.items():
            yield from json_strings(v)
            if isinstance(v, str): yield f'"{k}": "{v}"'
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str): yield o

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    path = os.path.join(CVS, fn)
    if not os.path.exists(path): sys.exit(f"missing file {fn}")
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for r in tb.rows:
                for c in r.cells: parts.append(c.text)
        t = "\n".join(parts)
    elif fn.endswith(".json"):
        t = "\n".join(json_strings(json.load(open(path, encoding="utf-8"))))
    else:
        t = open(path, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
people = {}
fails = 0
pending = []   # evidence lines above the next question
intents = {}
inpeople = False
inq = False
nq = 0
for ln in lines:
    if not inq and not ln.startswith(("people:", "questions:")) and not inpeople:
        continue
    if ln.startswith("people:"): inpeople = True; continue
    if ln.startswith("questions:"): inpeople = False; inq = True; continue
    if inpeople:
        m = re.match(r"\s+(\w+):\s*\[(.*)\]", ln)
        if m: people[m.group(1)] = [a.strip().strip('"') for a in m.group(2).split(",")]
        continue
    if not inq: continue
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
    if m:
        sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
        if norm(quote) not in text_of(fn):
            print(f"FAIL quote not in {fn}: {quote}"); fails += 1
        pending.append((sign, fn))
        continue
    m = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\].*intent:\s*([\w-]+)\}", ln)
    if m:
        nq += 1
        q, gold, intent = m.group(1), [g.strip() for g in m.group(2).split(",") if g.strip()], m.group(3)
        intents.setdefault(intent, []).append((q, tuple(sorted(gold))))
        if pending:
            block = pending
        pending_files = {fn for s, fn in block if s == "+"} if pending else None
        for g in gold:
            if g not in people: print(f"FAIL unknown key {g}"); fails += 1
        if pending:
            # every gold member needs a '+' line in the evidence block above its intent
            owners = {"ning_shulan_zh.pdf": "NSL", "marek_hlavacek_cv.pdf": "MH", "Yuwei_Tang_CV_2026.docx": "YT",
                      "IMG_20261103_184512.jpg": "HR", "岳可心_简历_2026.docx": "YKX", "yuekexin_resume_2022.txt": "YKX",
                      "tamar_weisberg.md": "TW", "jixingyao_resume.json": "JXY", "mehdi_ourahmoune_resume.pdf": "MO"}
            plus = {owners[fn] for s, fn in pending if s == "+"}
            minus = {owners[fn] for s, fn in pending if s == "-"}
            for g in gold:
                if g not in plus: print(f"FAIL {intent}: no + evidence for {g}"); fails += 1
            for o in minus & set(gold): print(f"FAIL {intent}: - line names gold member {o}"); fails += 1
            for o in plus - set(gold): print(f"FAIL {intent}: + line for non-gold {o}"); fails += 1
            if not plus and gold: print(f"FAIL {intent}: gold but no evidence"); fails += 1
            pending = []
for k, qs in intents.items():
    if len(qs) != 4: print(f"FAIL {k}: {len(qs)} questions"); fails += 1
    if len({g for _, g in qs}) != 1: print(f"FAIL {k}: gold differs"); fails += 1
allgold = {g for qs in intents.values() for _, gs in qs for g in gs}
for p in people:
    if p not in allgold: print(f"FAIL {p} never gold"); fails += 1
print(f"{nq} questions, {len(intents)} intents, {len(people)} people, failures: {fails}")
sys.exit(1 if fails else 0)
