#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml:
the quote must occur (whitespace-insensitive, NFKC) in the text of the named file in ../cvs.
Also: every gold member of a question has a '+' line in the block above it, all 4 questions of
an intent share gold, every person is gold somewhere. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {"qi_chengyuan_2022.txt": "QC", "cv_compiler_2026.pdf": "QC", "Rosalind_Thackwray_CV.docx": "RT",
         "Tveitnes_CV_2026.pdf": "MT", "庹嘉言_关务简历.docx": "TJ", "EHallbrook_resume.pdf": "EH",
         "sanne_oudekerk.md": "SO", "IMG_20261104_093512.jpg": "XZ", "yihang_cen_resume.json": "CY"}
PHOTO_TEXT = {"IMG_20261104_093512.jpg": os.path.join(HERE, "xian_zhuoning_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
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
            for row in t.rows:
                for c in row.cells: parts.append(c.text)
        return "\n".join(parts)
    if fn.endswith(".json"): return "\n".join(strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()

def main():
    fails = 0
    files = sorted(os.listdir(CVS))
    assert set(files) == set(OWNER), f"cvs/ differs from owner map: {set(files) ^ set(OWNER)}"
    texts = {f: norm(text_of(f)) for f in files}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    block, n_ev, qi = [], 0, 0
    intents = defaultdict(list); gold_people = set()
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+\.(?:pdf|docx|md|txt|json|jpg)):\s?(.*)$", ln)
        if m:
            sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3)
            n_ev += 1
            if fn not in texts:
                print("NO FILE:", fn); fails += 1; continue
            if norm(quote) not in texts[fn]:
                print(f"MISSING in {fn}: {quote}"); fails += 1
            block.append((sign, fn)); continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            plus = {OWNER[f] for s, f in block if s == "+"}
            for g in q["gold"]:
                gold_people.add(g)
                if g not in plus:
                    print(f"NO + EVIDENCE for {g}: {q['q']}"); fails += 1
            intents[q["intent"]].append(q)
            continue
        if ln.strip() == "" or (ln.strip().startswith("#") and "----" in ln):
            block = []
    for k, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM:", k, len(qs), golds); fails += 1
    missing = set(data["people"]) - gold_people
    if missing: print("never gold:", missing); fails += 1
    print(f"{n_ev} evidence lines, {qi} questions, {len(intents)} intents, failures: {fails}")
    sys.exit(1 if fails else 0)

main()
