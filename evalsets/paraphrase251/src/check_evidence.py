#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the file's
text (whitespace-insensitive, NFKC, markdown * markers ignored). Also checks: each gold person has
a '+' line from one of their own files, no '-' line is on a gold member's own file for that
question, all 4 phrasings of an intent share one gold, every person is gold somewhere.
Run with src/.venv/bin/python (needs python-docx, pyyaml optional)."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {"qi_yuchuan_zh.pdf": "QY", "adrian_wirjono.pdf": "AW", "linyan_qu_cv.pdf": "LQ",
         "晏知秋_产品经理简历.docx": "YZ", "喻承泽_简历_2020.txt": "CY", "chengze_yu_resume.md": "CY",
         "IMG_20261114_093512.jpg": "XR", "mi_qingyang.json": "MQ", "CV_social_media_2026.docx": "SB"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return "\n".join(subprocess.run(["pdftotext"] + opt + [p, "-"], capture_output=True, text=True).stdout
                         for opt in ([], ["-layout"]))
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.footer.paragraphs] + [x.text for x in s.header.paragraphs]
        return "\n".join(parts)
    if name.endswith(".json"):
        vals = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): vals.append(o)
        walk(json.load(open(p, encoding="utf-8")))
        return "\n".join(vals)
    if name.endswith(".jpg"):
        return open(os.path.join(HERE, "xian_ruoyao_page.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

texts = {f: (norm(text_of(f))) for f in os.listdir(CVS)}
fails = 0
pending, gold_by_intent, seen_gold = [], {}, set()
people = set()
in_q = False
for ln, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    if line.startswith("questions:"):
        in_q = True
    m = in_q and re.match(r"\s*#\s*([+-])\s+(\S+):\s(.+)$", line)
    if m:
        sign, f, quote = m.groups()
        if f not in texts:
            print(f"line {ln}: unknown file {f}"); fails += 1
        elif norm(quote) not in texts[f]:
            print(f"line {ln}: quote not found in {f}: {quote}"); fails += 1
        pending.append((sign, f, ln))
        continue
    m = re.match(r"\s+([A-Z]{2}): \[", line)
    if m: people.add(m.group(1))
    m = re.match(r"\s*- \{q: .*gold: \[([^\]]*)\], intent: (\S+),", line)
    if m:
        gold = [g.strip() for g in m.group(1).split(",") if g.strip()]
        seen_gold |= set(gold)
        gold_by_intent.setdefault(m.group(2), []).append(tuple(sorted(gold)))
        for g in gold:
            if not any(s == "+" and OWNER[f] == g for s, f, _ in pending):
                print(f"line {ln}: gold {g} has no '+' evidence"); fails += 1
        for s, f, l2 in pending:
            if s == "-" and OWNER[f] in gold:
                print(f"line {l2}: '-' line on gold member {OWNER[f]}'s file"); fails += 1
            if s == "+" and OWNER[f] not in gold:
                print(f"line {l2}: '+' line for non-gold {OWNER[f]}"); fails += 1
        if not gold and any(s == "+" for s, _, _ in pending):
            print(f"line {ln}: '+' on empty-gold question"); fails += 1
        pending = []
for i, gs in gold_by_intent.items():
    if len(gs) != 4 or len(set(gs)) != 1:
        print(f"intent {i}: {len(gs)} questions, golds {set(gs)}"); fails += 1
for p in people - seen_gold:
    print(f"person {p} is never gold"); fails += 1
print(f"{len(gold_by_intent)} intents, {sum(map(len, gold_by_intent.values()))} questions, {fails} failure(s)")
sys.exit(1 if fails else 0)
