#!/usr/bin/env python3
"""Self-check for heldout86/questions.yaml: every '# + file: quote' / '# - file: quote' must occur in
that file's text (all whitespace removed before comparing). Also checks gold keys, tags, counts."""
import json, re, subprocess, sys
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184522.jpg": ROOT / "src/ys/yusicheng_page.txt"}
TAGS = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier", "title",
        "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    f = CVS / name
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if f.suffix == ".docx":
        d = Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return f.read_text(encoding="utf-8")

norm = lambda s: re.sub(r"\s+", "", s)
cache, bad, n = {}, 0, 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
for ln, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|json|txt|md|jpg)):\s(.+)$", line)
    if not m:
        continue
    name, quote = m.group(2), m.group(3).strip()
    if not (CVS / name).exists():
        print(f"L{ln}: no such file {name}"); bad += 1; continue
    if name not in cache:
        cache[name] = norm(text_of(name))
    n += 1
    if norm(quote) not in cache[name]:
        print(f"L{ln}: NOT FOUND in {name}: {quote}"); bad += 1

data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
keys = set(data["people"])
used = set()
for q in data["questions"]:
    for g in q["gold"]:
        if g not in keys:
            print("unknown key", g, q["q"]); bad += 1
    used |= set(q["gold"])
    for t in q["tags"]:
        if t not in TAGS:
            print("unknown tag", t, q["q"]); bad += 1
    if (not q["gold"]) != ("empty-gold" in q["tags"]):
        print("empty-gold tag mismatch", q["q"]); bad += 1
if keys - used:
    print("never gold:", keys - used); bad += 1
qs = data["questions"]
zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
print(f"{n} quotes checked, {len(qs)} questions ({zh} zh, {len(qs)-zh} en), "
      f"{sum(not q['gold'] for q in qs)} empty-gold, problems: {bad}")
sys.exit(1 if bad else 0)
