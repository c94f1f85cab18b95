#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.

Text sources: pdftotext (PDF), python-docx paragraphs + table cells + header/footer (DOCX),
the file itself (.md/.txt/.json), src/zhen_kaile_page.txt for the photographed page.
Comparison ignores all whitespace, markdown ** markers and PDF bullets; NFKC-normalised.
Also checks: every gold key has a '+' line and every '+' line belongs to a gold key, no '-' line
comes from a gold person's file, each intent has 4 questions with identical gold, every person is
gold somewhere, every CV file exists. Exit 1 on any failure.
"""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20251108_094512.jpg": os.path.join(HERE, "zhen_kaile_page.txt")}
OWNER = {  # file -> person key
    "xian_haoning_cv.pdf": "XH", "卓思涵_简历.docx": "ZS", "henrike_oosterbaan.pdf": "HO",
    "wojciech_pawlak.pdf": "WP", "IMG_20251108_094512.jpg": "ZK", "yating_qu_cv_2021.txt": "QY",
    "resume_account_manager_2025.docx": "QY", "穆晓岩-数据科学家.md": "MX",
    "fang_yiqiao.resume.json": "FY"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts.append(" ".join(c.text for c in row.cells))
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    fails = 0
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    qs = data["questions"]
    # collect evidence blocks: comments directly above each question
    pending, blocks = [], []
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.\w+):\s+(.*)$", ln)
        if m:
            pending.append(m.groups())
        elif re.match(r"\s*-\s*\{q:", ln):
            blocks.append(pending)
            pending = [] if not blocks or True else pending
        elif ln.strip() == "":
            pass
    # evidence applies to the four questions of the intent that follows it: carry forward
    carried, ev = [], []
    for b in blocks:
        if b:
            carried = b
        ev.append(carried)
    assert len(ev) == len(qs), (len(ev), len(qs))
    n_checked = 0
    for q, evs in zip(qs, ev):
        for sign, fn, quote in evs:
            if fn not in OWNER:
                print("UNKNOWN FILE", fn); fails += 1; continue
            if norm(quote) not in text_of(fn):
                print("NOT FOUND", fn, "|", quote); fails += 1
            if sign == "-" and OWNER[fn] in q["gold"]:
                print("TRAP NAMES A GOLD PERSON", q["q"], fn); fails += 1
            n_checked += 1
        plus = {OWNER[fn] for s, fn, _ in evs if s == "+"}
        for g in q["gold"]:
            if g not in plus:
                print("NO EVIDENCE FOR", g, "in", q["q"]); fails += 1
        for g in plus - set(q["gold"]):
            print("EVIDENCE FOR NON-GOLD", g, "in", q["q"]); fails += 1
    intents = {}
    for q in qs:
        intents.setdefault(q["intent"], []).append(q)
    for k, v in intents.items():
        if len(v) != 4 or len({tuple(sorted(x["gold"])) for x in v}) != 1:
            print("INTENT PROBLEM", k); fails += 1
    allgold = {g for q in qs for g in q["gold"]}
    for p in data["people"]:
        if p not in allgold:
            print("NEVER GOLD", p); fails += 1
    for fn in OWNER:
        if not os.path.exists(os.path.join(CVS, fn)):
            print("MISSING FILE", fn); fails += 1
    print(f"{len(qs)} questions, {len(intents)} intents, {n_checked} evidence checks (quotes x questions), {fails} failures")
    return 1 if fails else 0

if __name__ == "__main__":
    sys.exit(main())
