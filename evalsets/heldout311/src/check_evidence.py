#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; Markdown ** and bullets ignored). PDF: pdftotext; DOCX: python-docx paragraphs
and table cells; .md/.txt: the file; .jpg: the page text kept in src/ (the photo has no text layer).
Also checks gold keys exist, every person is gold somewhere, and prints counts."""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"haukeland_cv_2026.jpg": os.path.join(HERE, "haukeland", "haukeland_cv_2026_page.txt")}

def docx_text(path):
    d = Document(path); out = []
    def walk_tables(tables):
        for t in tables:
            for row in t.rows:
                for c in row.cells:
                    out.extend(p.text for p in c.paragraphs)
                    walk_tables(c.tables)
    out.extend(p.text for p in d.paragraphs)
    walk_tables(d.tables)
    for s in d.sections:
        out.extend(p.text for p in s.header.paragraphs); out.extend(p.text for p in s.footer.paragraphs)
    return "\n".join(out)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        return docx_text(p)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache = {}; bad = 0; n = 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*)$", line)
    if not m: continue
    sign, fname, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, fname)):
        print(f"L{i}: no such file {fname}"); bad += 1; continue
    if fname not in cache: cache[fname] = norm(text_of(fname))
    n += 1
    if norm(quote) not in cache[fname]:
        print(f"L{i}: NOT FOUND in {fname}: {quote}"); bad += 1

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(data["people"]); seen = set()
qs = data["questions"]
for q in qs:
    for g in q["gold"]:
        if g not in keys: print("unknown key", g, q["q"]); bad += 1
        seen.add(g)
for k in keys - seen:
    print("never gold:", k); bad += 1
zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
empty = sum(1 for q in qs if not q["gold"])
tags = {}
for q in qs:
    for t in q["tags"]: tags[t] = tags.get(t, 0) + 1
print(f"{n} quotes checked, {bad} problems; {len(qs)} questions ({zh} zh, {len(qs)-zh} en), {empty} empty-gold")
print("tags:", dict(sorted(tags.items())))
print("gold sizes:", sorted(len(q["gold"]) for q in qs))
sys.exit(1 if bad else 0)
