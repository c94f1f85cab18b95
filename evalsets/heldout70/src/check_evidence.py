#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the
text of the file (whitespace-insensitive, NFKC, markdown ** / * / ` markers ignored).
Also checks: every gold key is in people:, every gold member has at least one '+' line,
every person is gold somewhere. Exit 1 on any failure."""
import os, re, sys, subprocess, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20220614_183022.jpg": os.path.join(HERE, "oona_fairbairn_2022_page.txt")}

def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = t.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    t = re.sub(r"[*`]", "", t)
    t = t.replace("•", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells: parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

import yaml
raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
data = yaml.safe_load(raw)
people = data["people"]
fails = 0; n = 0
pending = []
owners = {}  # file -> person key, from the README table convention below
OWN = {"符晓鸥_网络工程师简历.pdf": "FX", "Oona_Fairbairn_CV_2026.pdf": "OF",
       "IMG_20220614_183022.jpg": "OF", "尚知微_Go后端.docx": "SZW",
       "soledad_ferreyra_ux.md": "SF", "QIAO_Mingda_resume.txt": "QM"}
gold_seen = set()
started = False
for line in raw.splitlines():
    if line.startswith("questions:"): started = True
    if not started: continue
    m = re.match(r"\s*# ([+-]) ([^:]+?): (.*)$", line)
    if m:
        sign, fn, quote = m.groups(); n += 1
        if fn not in OWN:
            print("UNKNOWN FILE:", fn); fails += 1; continue
        if norm(quote) not in text_of(fn):
            print("NOT FOUND:", fn, "|", quote); fails += 1
        pending.append((sign, fn)); continue
    m = re.match(r"\s*- \{q: ", line)
    if m:
        q = yaml.safe_load(line.strip()[2:])
        gold = q["gold"]
        for g in gold:
            gold_seen.add(g)
            if g not in people: print("UNKNOWN KEY", g); fails += 1
            if not any(s == "+" and OWN[f] == g for s, f in pending):
                print("NO + EVIDENCE for", g, "in", q["q"]); fails += 1
        for s, f in pending:
            if s == "+" and OWN[f] not in gold:
                print("+ line for non-gold", OWN[f], "in", q["q"]); fails += 1
            # a "-" line may sit in a gold person's own file (a trap fact next to the real one)
        pending = []
for k in people:
    if k not in gold_seen: print("never gold:", k); fails += 1
print(f"{n} evidence lines, {len(data['questions'])} questions, {fails} failures")
sys.exit(1 if fails else 0)
