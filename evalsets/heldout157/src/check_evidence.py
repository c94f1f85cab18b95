#!/usr/bin/env python3
"""Checks that every '+ file: quote' / '- file: quote' evidence comment in questions.yaml occurs
verbatim (whitespace-insensitive; markdown */** markers and PDF bullets ignored) in the file's text,
that every gold key is a declared person, and prints per-kind / language counts."""
import os, re, subprocess, sys
from collections import Counter
import yaml  # PyYAML ships with the venv via pip? fall back below
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_183544.jpg": os.path.join(HERE, "bian_siwan_2026_page.txt")}

def norm(t):
    t = t.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def text_of(name):
    if name in _cache: return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path): sys.exit(f"missing CV file: {name}")
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells: parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
bad = n = 0
for i, ln in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*)$", ln)
    if not m: continue
    sign, fname, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, fname)):
        print(f"line {i}: unknown file {fname}"); bad += 1; continue
    n += 1
    if norm(quote) not in text_of(fname):
        bad += 1; print(f"line {i}: NOT FOUND in {fname}: {quote}")

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(data["people"])
kinds, lang, sizes, golds = Counter(), Counter(), Counter(), set()
for q in data["questions"]:
    for g in q["gold"]:
        if g not in keys: bad += 1; print("unknown gold key", g, "in", q["q"])
        golds.add(g)
    for t in q["tags"]: kinds[t] += 1
    if (not q["gold"]) != ("empty-gold" in q["tags"]): bad += 1; print("empty-gold tag mismatch:", q["q"])
    lang["zh" if re.search(r"[\u4e00-\u9fff]", q["q"]) else "en"] += 1
    sizes[len(q["gold"])] += 1
for k in keys - golds: bad += 1; print("person never gold:", k)
print(f"{n} quotes checked, {bad} problems; {len(data['questions'])} questions; languages {dict(lang)}; "
      f"gold sizes {dict(sorted(sizes.items()))}; kinds {dict(kinds)}")
sys.exit(1 if bad else 0)
