#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in ../questions.yaml against its file's text.

Text sources: pdftotext for PDFs; python-docx paragraphs + table cells for DOCX; raw text for
.md/.txt/.json; for the phone photo the pdftotext of the page before photographing
(src/hui_yusen_2021_page.txt). Comparison ignores all whitespace, NFKC forms and markdown '**'.
Also checks: every gold person has at least one '+' line; all 4 phrasings of an intent share a
gold; every person is gold somewhere; no '-' quote sits above a question whose gold is empty of
a '+' line for the same file (informational only).
"""
import re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20210314_092211.jpg": ROOT / "src" / "hui_yusen_2021_page.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("’", "'").replace("“", '"').replace("”", '"')
    return re.sub(r"\s+", "", s)


_cache = {}


def text_of(name):
    if name in _cache:
        return _cache[name]
    f = CVS / name
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        d = Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for r in tb.rows:
                for c in r.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = f.read_text()
    _cache[name] = norm(t)
    return _cache[name]


def main():
    lines = (ROOT / "questions.yaml").read_text().splitlines()
    data = yaml.safe_load((ROOT / "questions.yaml").read_text())
    fails = 0
    pending = []
    qi = 0
    qs = data["questions"]
    plus_by_q = []
    for ln, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+\.(?:pdf|docx|md|txt|json|jpg)):\s*(.+)$", line)
        if m:
            sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            if not (CVS / fname).exists():
                print(f"line {ln}: no such file {fname}"); fails += 1; continue
            if norm(quote) not in text_of(fname):
                print(f"line {ln}: quote not found in {fname}: {quote}"); fails += 1
            pending.append((sign, fname))
            continue
        if re.match(r"\s*- \{q:", line):
            plus_by_q.append(pending); pending = []
    if len(plus_by_q) != len(qs):
        print(f"parsed {len(plus_by_q)} question lines but yaml has {len(qs)}"); fails += 1
    # evidence carried over: the block above the first question of an intent covers all 4
    owners = {}  # file -> person, from '+' lines
    by_intent = defaultdict(list)
    ev = []
    cur = []
    for q, p in zip(qs, plus_by_q):
        if p:
            cur = p
        ev.append(cur)
        by_intent[q["intent"]].append(q)
    people = set(data["people"])
    gold_any = set()
    for q in qs:
        for k in q["gold"]:
            if k not in people:
                print(f"unknown key {k} in {q['q']}"); fails += 1
            gold_any.add(k)
    for it, group in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in group}
        if len(group) != 4 or len(golds) != 1:
            print(f"intent {it}: {len(group)} questions, golds {golds}"); fails += 1
    missing = people - gold_any
    if missing:
        print("never gold:", missing); fails += 1
    # gold person must have a '+' file that belongs to them
    file_owner = {
        "Muchen_Xia_CV.pdf": "XM", "QiyuanMao_Resume_2026.pdf": "MQ", "丛沐远_简历.pdf": "CM",
        "Costigan_Aidan_CV.docx": "AC", "惠屿森-Java后端-2026.docx": "HY", "IMG_20210314_092211.jpg": "HY",
        "matias_irigoyen.md": "MI", "步雨衡_应届简历.txt": "BY", "lanyue_jiang.resume.json": "LJ",
    }
    for f in CVS.iterdir():
        if f.name not in file_owner:
            print("file without owner:", f.name); fails += 1
    for q, e in zip(qs, ev):
        plus_people = {file_owner[f] for s, f in e if s == "+"}
        minus_people = {file_owner[f] for s, f in e if s == "-"}
        for k in q["gold"]:
            if k not in plus_people:
                print(f"no + evidence for {k}: {q['q']}"); fails += 1
        if not q["gold"] and any(s == "+" for s, f in e):
            print(f"+ evidence on empty-gold question: {q['q']}"); fails += 1
    print(f"{len(qs)} questions, {len(by_intent)} intents, failures: {fails}")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
