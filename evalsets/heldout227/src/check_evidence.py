#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** and * markers ignored) in that file's text, that every gold key
is in people:, and that every person is gold somewhere. Run with src/.venv/bin/python."""
import re, subprocess, sys, pathlib
from docx import Document
import yaml

root = pathlib.Path(__file__).resolve().parent.parent
cvs = root / "cvs"

def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = cvs / name
    if not p.exists():
        raise SystemExit(f"missing file: {name}")
    if p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    elif p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    elif p.suffix == ".jpg":
        t = (root / "src" / "gy" / (name + ".txt")).read_text(encoding="utf-8")
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t.replace("•", ""))
    return _cache[name]

raw = (root / "questions.yaml").read_text(encoding="utf-8")
bad = 0; n = 0
for i, line in enumerate(raw.splitlines(), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*\S)\s*$", line)
    if not m:
        continue
    n += 1
    sign, f, q = m.groups()
    if norm(q) not in text_of(f):
        bad += 1
        print(f"line {i}: NOT FOUND in {f}: {q}")
data = yaml.safe_load(raw)
keys = set(data["people"])
golds = set()
for q in data["questions"]:
    for g in q["gold"]:
        if g not in keys:
            bad += 1; print("unknown key", g, q["q"])
        golds.add(g)
    if not set(q["tags"]) <= {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years",
                              "tier", "title", "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}:
        bad += 1; print("bad tag", q)
    if ("empty-gold" in q["tags"]) != (q["gold"] == []):
        bad += 1; print("empty-gold tag mismatch", q["q"])
for k in keys - golds:
    bad += 1; print("never gold:", k)
print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
