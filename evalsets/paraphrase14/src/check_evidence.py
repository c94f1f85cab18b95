#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' evidence line in ../questions.yaml.

A quote must occur in the text of its file (pdftotext for PDF, python-docx paragraphs + table
cells for DOCX, JSON string values, md/txt as is with markdown ** / * removed), comparing
after NFKC and with all whitespace removed. Also checks: every gold person of a question has
at least one '+' line from one of their own files, no '-' line comes from a gold person's file,
all 4 questions of an intent share the same gold, and every person is gold somewhere.
Exit 1 on any failure.
"""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

import yaml  # noqa  (PyYAML; falls back below if absent)

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "hao_wenzhou_zh.pdf": "HW", "wenzhou_hao_resume.md": "HW",
    "solveig_anand_cv.pdf": "SA", "简历_蔺佳禾_数据分析.docx": "LJ",
    "casimir_odhiambo.json": "CO", "jian_yiwei_简历.txt": "JY",
    "oriana_zhuang_resume.docx": "OZ", "yu_cenyi_cv.pdf": "YC",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(p):
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        out = []
        def walk(o):
            if isinstance(o, str): out.append(o)
            elif isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    return p.read_text(encoding="utf-8")

def main():
    fails = 0
    texts = {f: norm(text_of(CVS / f)) for f in OWNER}
    extra = set(x.name for x in CVS.iterdir()) - set(OWNER)
    if extra:
        print("FAIL unknown files in cvs/:", extra); fails += 1
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    qs = data["questions"]
    # collect evidence blocks preceding each question line
    blocks, cur = [], []
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"^\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            cur.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
        elif re.match(r"^\s*-\s*\{q:", ln):
            blocks.append(cur); cur = []
    assert len(blocks) == len(qs), (len(blocks), len(qs))
    nquotes = 0
    intents = {}
    gold_any = set()
    for q, ev in zip(qs, blocks):
        gold = set(q["gold"]); gold_any |= gold
        intents.setdefault(q["intent"], set()).add(tuple(sorted(gold)))
        # evidence for an intent is written once above its first question
        for sign, f, quote in ev:
            nquotes += 1
            if f not in texts:
                print("FAIL unknown file", f); fails += 1; continue
            if norm(quote) not in texts[f]:
                print(f"FAIL quote not found in {f}: {quote}"); fails += 1
            if sign == "-" and OWNER[f] in gold:
                print(f"FAIL '-' line from gold person's file {f}: {q['q']}"); fails += 1
    # per intent: gold supported by + lines of the intent's block
    for q, ev in zip(qs, blocks):
        if ev:
            supported = {OWNER[f] for s, f, _ in ev if s == "+" and f in OWNER}
            for g in q["gold"]:
                if g not in supported:
                    print(f"FAIL no + evidence for {g} in intent {q['intent']}"); fails += 1
            for s2 in supported - set(q["gold"]):
                print(f"FAIL + evidence for non-gold {s2} in {q['intent']}"); fails += 1
    for k, v in intents.items():
        if len(v) != 1:
            print("FAIL intent with differing gold:", k, v); fails += 1
    for k, qlist in ((k, [q for q in qs if q["intent"] == k]) for k in intents):
        if len(qlist) != 4:
            print("FAIL intent without exactly 4 questions:", k); fails += 1
    missing = set(data["people"]) - gold_any
    if missing:
        print("FAIL never gold:", missing); fails += 1
    print(f"{len(qs)} questions, {len(intents)} intents, {nquotes} evidence quotes, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
