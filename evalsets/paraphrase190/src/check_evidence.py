#!/usr/bin/env python3
"""Self-check: every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC), and the paraphrase structure is consistent."""
import json, re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20251104_193512.jpg": ROOT / "src" / "xiang_zhiheng_2025_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

cache, bad, n = {}, 0, 0
qtext = (ROOT / "questions.yaml").read_text(encoding="utf-8")
for line in qtext.split("\nquestions:", 1)[1].splitlines():
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    n += 1
    if fname not in cache:
        if fname not in PHOTO_TEXT and not (CVS / fname).exists():
            print("MISSING FILE", fname); bad += 1; cache[fname] = ""; continue
        cache[fname] = norm(text_of(fname))
    if norm(quote) not in cache[fname]:
        print(f"NOT FOUND [{sign}] {fname}: {quote}"); bad += 1

data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
people = set(data["people"])
by_intent = defaultdict(list)
golded = set()
for q in data["questions"]:
    by_intent[q["intent"]].append(q)
    for k in q["gold"]:
        if k not in people:
            print("UNKNOWN KEY", k, q["q"]); bad += 1
    golded |= set(q["gold"])
    if not q["gold"] and "empty-gold" not in q["tags"]:
        print("empty gold without tag", q["q"]); bad += 1
for i, qs in by_intent.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    if len(qs) != 4 or len(golds) != 1:
        print("INTENT PROBLEM", i, len(qs), golds); bad += 1
    zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
    if zh != 2:
        print("INTENT LANG MIX", i, zh); bad += 1
    if not any("paraphrase" in q["tags"] for q in qs):
        print("INTENT without paraphrase tag", i); bad += 1
for p in people - golded:
    print("NEVER GOLD", p); bad += 1
print(f"{n} quotes, {len(data['questions'])} questions, {len(by_intent)} intents, problems: {bad}")
sys.exit(1 if bad else 0)
