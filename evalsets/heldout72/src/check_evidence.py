"""Checks that every '+' / '-' evidence quote in ../questions.yaml occurs (whitespace-insensitive)
in the text of its file, that gold keys are defined, and prints counts."""
import re, subprocess, sys, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def text_of(name):
    p = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if name.endswith(".jpg"):
        return open(os.path.join(HERE, "zong_peiran_2022_photo_page.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

texts = {}
bad = 0
n = 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
for i, ln in enumerate(lines, 1):
    m = re.match(r"\s*# ([+-]) ([^:\s]+\.(?:pdf|docx|md|txt|jpg)): (.*)$", ln)
    if not m:
        continue
    n += 1
    f, q = m.group(2), m.group(3)
    if f not in texts:
        texts[f] = norm(text_of(f))
    if norm(q) not in texts[f]:
        bad += 1
        print(f"line {i}: NOT FOUND in {f}: {q}")

import yaml
data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(data["people"])
qs = data["questions"]
sizes, tags, gold_seen = Counter(), Counter(), Counter()
zh = 0
for q in qs:
    for g in q["gold"]:
        if g not in keys:
            bad += 1
            print("unknown key", g, q["q"])
        gold_seen[g] += 1
    sizes[len(q["gold"])] += 1
    tags.update(q["tags"])
    if re.search(r"[\u4e00-\u9fff]", q["q"]):
        zh += 1
    if ("empty-gold" in q["tags"]) != (not q["gold"]):
        bad += 1
        print("empty-gold tag mismatch:", q["q"])
for k in keys:
    if not gold_seen[k]:
        bad += 1
        print("never gold:", k)
print(f"{n} quotes checked, {bad} problems; {len(qs)} questions, {zh} Chinese, {len(qs)-zh} English")
print("gold sizes:", dict(sorted(sizes.items())))
print("tags:", dict(tags))
print("gold per person:", dict(gold_seen))
sys.exit(1 if bad else 0)
