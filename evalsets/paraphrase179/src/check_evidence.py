#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its CV file.

Text sources: pdftotext for .pdf; python-docx paragraphs, table cells, headers and footers for
.docx; JSON string values for .json; the file itself for .md/.txt (markdown ** / * removed);
src/jiarui_meng_page.txt for the photographed page. Comparison ignores all whitespace and NFKC
differences. Also checks: each gold person has a '+' line in the intent block, the 4 questions
of an intent share one gold, and no '-' line quotes a file owned by a gold person of that block
(except when noted as the gold person's own trap).
"""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"jiarui_meng_resume.jpg": os.path.join(HERE, "jiarui_meng_page.txt")}
OWNER = {"乔冠霖_简历.pdf": "QG", "程思凝-品牌市场经理.docx": "CS", "xu_zhaoheng_2023.md": "XZ",
         "zhaoheng_xu_cv.pdf": "XZ", "ruolan_tang_cv.pdf": "RT", "frida_lowgren.json": "FL",
         "陶以宁_律师简历.txt": "TY", "cv_quant_2026.docx": "MV", "jiarui_meng_resume.jpg": "JM"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        from docx import Document
        d = Document(path); parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, str): out.append(o)
            elif isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
        walk(json.load(open(path, encoding="utf-8"))); return "\n".join(out)
    return open(path, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    cache, fails, n = {}, 0, 0
    block, gold_by_intent = [], defaultdict(list)
    ev_by_intent = defaultdict(list)
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            block.append((m.group(1), m.group(2), m.group(3).strip())); continue
        if ln.strip().startswith("- {q:"):
            q = yaml.safe_load(ln.strip()[2:])
            ev_by_intent[q["intent"]] = ev_by_intent[q["intent"]] or block
            gold_by_intent[q["intent"]].append(tuple(sorted(q["gold"])))
            for g in q["gold"]:
                if g not in people: print("unknown key", g); fails += 1
            block = [] if not block else block
            continue
        if ln.strip().startswith("# ----"):
            block = []
    for sign_block in ev_by_intent.values():
        for sign, fn, quote in sign_block:
            n += 1
            if fn not in OWNER:
                print("FAIL unknown file", fn); fails += 1; continue
            if fn not in cache: cache[fn] = norm(text_of(fn))
            if norm(quote) not in cache[fn]:
                print(f"FAIL {sign} {fn}: {quote}"); fails += 1
    for intent, golds in gold_by_intent.items():
        if len(golds) != 4: print("FAIL", intent, "has", len(golds), "questions"); fails += 1
        if len(set(golds)) != 1: print("FAIL", intent, "golds differ", golds); fails += 1
        plus = {OWNER[fn] for s, fn, _ in ev_by_intent[intent] if s == "+" and fn in OWNER}
        for g in golds[0]:
            if g not in plus: print("FAIL", intent, "no + evidence for", g); fails += 1
        for s, fn, q in ev_by_intent[intent]:
            if s == "+" and OWNER.get(fn) not in golds[0]:
                print("FAIL", intent, "+ line for non-gold", fn); fails += 1
            if s == "-" and OWNER.get(fn) in golds[0]:
                print("note", intent, "- line in a gold person's file (trap on a gold person):", fn)
    print(f"{n} evidence lines, {len(gold_by_intent)} intents, {fails} failures")
    return 1 if fails else 0

if __name__ == "__main__":
    sys.exit(main())
