#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC), that every gold person has '+' evidence, that the 4 questions of
an intent share one gold, and that every person is gold somewhere. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_093215.jpg": os.path.join(HERE, "xuan_yuqing_zh_page.txt")}
OWNER = {"lu_jingxi_zh.pdf": "LJ", "elaine_ke_cv.pdf": "EKE", "jovana_milosevic_cv.pdf": "JM",
         "倪嘉骏_采购经理_简历.docx": "NJ", "俞振声_简历_2021.txt": "YZ", "Yu_Zhensheng_CV_2026.docx": "YZ",
         "hedda_morkved_cv.md": "HM", "emre_kaplan_resume.json": "EK", "IMG_20261104_093215.jpg": "XY"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" ".join(c.text for c in r.cells))
        return "\n".join(parts)
    if fn.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): out.append(o)
        walk(json.load(open(p, encoding="utf-8")))
        return "\n".join(out)
    return open(p, encoding="utf-8").read()

def main():
    fails = 0
    texts = {fn: norm(text_of(fn)) for fn in os.listdir(CVS)}
    for fn in OWNER:
        if fn not in texts:
            print("MISSING FILE", fn); fails += 1
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    pending = []; qi = 0; n_ev = 0
    by_intent = collections.defaultdict(list); gold_people = set()
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            n_ev += 1
            if fn not in texts:
                print("UNKNOWN FILE", fn); fails += 1
            elif norm(quote) not in texts[fn]:
                print("QUOTE NOT FOUND", fn, "::", quote); fails += 1
            pending.append((sign, fn))
        elif re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"]); gold_people |= gold
            plus = {OWNER.get(fn) for s, fn in pending if s == "+"}
            minus_gold = {OWNER.get(fn) for s, fn in pending if s == "-"} & gold
            for g in gold - plus:
                print("NO + EVIDENCE for", g, "in:", q["q"]); fails += 1
            for g in plus - gold:
                print("+ evidence for non-gold", g, "in:", q["q"]); fails += 1
            by_intent[q["intent"]].append((q, frozenset(gold)))
            # the evidence block above an intent is shared by its 4 phrasings
            if qi < len(data["questions"]) and data["questions"][qi]["intent"] != q["intent"]:
                pending = []
    for it, qs in by_intent.items():
        if len(qs) != 4: print("intent", it, "has", len(qs), "questions"); fails += 1
        if len({g for _, g in qs}) != 1: print("intent", it, "gold differs"); fails += 1
    for k in data["people"]:
        if k not in gold_people: print("person never gold:", k); fails += 1
    print(f"{len(data['questions'])} questions, {len(by_intent)} intents, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

main()
