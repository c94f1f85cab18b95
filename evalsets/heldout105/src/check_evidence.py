#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in questions.yaml against its file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file (markdown #, *
markers removed); .jpg: src/p5/qiu_2026_page_text.txt. Matching ignores whitespace and treats
dash variants alike. Also checks: gold keys exist, every person is gold somewhere, every gold
member of a question has at least one '+' line, and no '-' line's file belongs to a gold member.
Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(H, "cvs")
OWNER = {"詹立衡_简历.pdf": "ZLH", "Marloes_Vermeulen_CV.pdf": "MV", "班若琳_交互设计师.docx": "BRL",
         "teodora_vasic_cv.md": "TV", "仇立诚_简历_2021.txt": "QLC", "IMG_20261103_141522.jpg": "QLC"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub(r"[\u2010-\u2015\u2212]", "-", s)
    return re.sub(r"\s+", "", s)

_cache = {}
def text(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    elif fn.endswith(".docx"):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells: parts.append(c.text)
        t = "\n".join(parts)
    elif fn.endswith(".jpg"):
        t = open(os.path.join(H, "src", "p5", "qiu_2026_page_text.txt"), encoding="utf-8").read()
    else:
        t = open(p, encoding="utf-8").read()
        if fn.endswith(".md"): t = re.sub(r"[#*]", "", t)
    _cache[fn] = norm(t); return _cache[fn]

raw = open(os.path.join(H, "questions.yaml"), encoding="utf-8").read()
data = yaml.safe_load(raw)
people = set(data["people"])
fails = 0; n = 0; pending = []; golds_seen = set()
in_q = False
for line in raw.splitlines():
    s = line.strip()
    if s == "questions:": in_q = True
    if not in_q: continue
    m = re.match(r"#\s*([+-])\s+([^:]+?):\s+(.*)$", s)
    if m and m.group(2) in OWNER or (m and os.path.exists(os.path.join(CVS, m.group(2)))):
        pending.append((m.group(1), m.group(2), m.group(3))); continue
    if s.startswith("- {q:") or s.startswith("- q:"):
        q = yaml.safe_load(s[2:])
        gold = q["gold"]; golds_seen |= set(gold)
        for g in gold:
            if g not in people: print("UNKNOWN KEY", g, q["q"]); fails += 1
            if not any(sign == "+" and OWNER.get(f) == g for sign, f, _ in pending):
                print("NO + EVIDENCE for", g, "in", q["q"]); fails += 1
        if not gold and any(sign == "+" for sign, _, _ in pending):
            print("+ line on empty-gold question", q["q"]); fails += 1
        for sign, f, quote in pending:
            n += 1
            if f not in OWNER: print("UNKNOWN FILE", f); fails += 1; continue
            if norm(quote) not in text(f):
                print(f"QUOTE NOT FOUND [{q['q']}] {f}: {quote}"); fails += 1
            if sign == "+" and OWNER[f] not in gold:
                print(f"+ line for non-gold person [{q['q']}] {f}"); fails += 1
            if sign == "-" and OWNER[f] in gold:
                print(f"- line names a gold member [{q['q']}] {f}"); fails += 1
        pending = []
    elif m:
        print("UNPARSED evidence line:", s); fails += 1
missing = people - golds_seen
if missing: print("never gold:", missing); fails += 1
print(f"{n} evidence lines, {len(data['questions'])} questions, {fails} failures")
sys.exit(1 if fails else 0)
