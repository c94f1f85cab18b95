"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text.
Comparison removes all whitespace and ignores case. Also checks each intent has 4 questions with one gold."""
import json, re, subprocess, sys
from collections import defaultdict
from pathlib import Path
import yaml
import docx

ROOT = Path(__file__).resolve().parent.parent
norm = lambda s: re.sub(r"\s+", "", s).lower()
cache = {}

def text(name):
    if name in cache:
        return cache[name]
    p = ROOT / name if name.startswith("src/") else ROOT / "cvs" / name
    if p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif p.suffix == ".docx":
        d = docx.Document(str(p))
        t = "\n".join(x.text for x in d.paragraphs)
        t += "\n" + "\n".join(c.text for tb in d.tables for r in tb.rows for c in r.cells)
    else:
        t = p.read_text(encoding="utf-8")
    cache[name] = norm(t)
    return cache[name]

bad = n = 0
for line in (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines():
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json)):\s+(.*)$", line)
    if not m:
        continue
    n += 1
    sign, f, q = m.groups()
    try:
        ok = norm(q) in text(f)
    except FileNotFoundError:
        ok = False
    if not ok:
        bad += 1
        print(f"MISSING {sign} {f}: {q}")

data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
by = defaultdict(list)
for q in data["questions"]:
    by[q["intent"]].append(q)
    for k in q["gold"]:
        if k not in data["people"]:
            bad += 1; print("unknown key", k)
for i, qs in by.items():
    if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
        bad += 1; print("intent problem", i)
used = {k for q in data["questions"] for k in q["gold"]}
for k in data["people"]:
    if k not in used:
        bad += 1; print("never gold:", k)
print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by)} intents, {bad} problems")
sys.exit(1 if bad else 0)
