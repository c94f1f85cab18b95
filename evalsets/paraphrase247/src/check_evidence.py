#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in questions.yaml occurs verbatim (whitespace-insensitive)
in its file's text, and basic consistency of the question list."""
import json, re, subprocess, sys, pathlib
import yaml
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261114_183502.jpg": ROOT / "src" / "xian_huilin_page.txt"}

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text()
    f = CVS / name
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True).stdout
    if f.suffix == ".docx":
        d = Document(str(f)); parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return f.read_text()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

src = (ROOT / "questions.yaml").read_text()
bad = 0; n = 0; cache = {}
for i, line in enumerate(src.splitlines(), 1):
    m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|json|jpg)):\s(.*)$", line)
    if not m:
        continue
    fname, quote = m.group(2).strip(), m.group(3).strip()
    if fname not in cache:
        if fname not in PHOTO_TEXT and not (CVS / fname).exists():
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        cache[fname] = norm(text_of(fname))
    n += 1
    if norm(quote) not in cache[fname]:
        print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1

data = yaml.safe_load(src)
people = set(data["people"]); qs = data["questions"]
intents = {}
for q in qs:
    for g in q["gold"]:
        if g not in people: print("unknown key", g, q["q"]); bad += 1
    intents.setdefault(q["intent"], []).append(q)
for k, v in intents.items():
    golds = {tuple(sorted(q["gold"])) for q in v}
    zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in v)
    if len(v) != 4 or len(golds) != 1 or zh != 2:
        print("intent problem", k, len(v), golds, zh); bad += 1
used = {g for q in qs for g in q["gold"]}
if used != people: print("people never gold:", people - used); bad += 1
print(f"{n} quotes, {len(qs)} questions, {len(intents)} intents, {bad} problems")
sys.exit(1 if bad else 0)
