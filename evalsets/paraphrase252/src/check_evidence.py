#!/usr/bin/env python3
"""Self-check for paraphrase252/questions.yaml.
Every '# + file: quote' / '# - file: quote' comment must occur in that file's text
(whitespace-insensitive, NFKC). Files are looked up in ../cvs/ unless they start with src/.
Also checks: each intent has exactly 4 questions, identical gold, 2 English + 2 Chinese;
each question with non-empty gold has '+' evidence above it; every person is gold somewhere.
"""
import json, os, re, subprocess, sys, unicodedata
import yaml
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")

def text_of(rel):
    p = os.path.join(ROOT, rel) if rel.startswith("src/") else os.path.join(CVS, rel)
    if p.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if p.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

cache, fails, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
pending_plus = 0
qs_with_plus = []
for ln in lines:
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json)):\s(.+)$", ln)
    if m:
        sign, f, quote = m.groups()
        n += 1
        if f not in cache:
            try:
                cache[f] = norm(text_of(f))
            except Exception as e:
                print("CANNOT READ", f, e); fails += 1; cache[f] = ""
        if norm(quote) not in cache[f]:
            print("MISSING", sign, f, "::", quote); fails += 1
        if sign == "+":
            pending_plus += 1
        continue
    if re.match(r"\s*#\s*-{5,}", ln) or re.match(r"\s*# -{3,}", ln):
        pending_plus = 0
    if re.match(r"\s*- \{q:", ln):
        qs_with_plus.append(pending_plus)

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
qs = data["questions"]
assert len(qs) == len(qs_with_plus), (len(qs), len(qs_with_plus))
intents, gold_people = {}, set()
for q, plus in zip(qs, qs_with_plus):
    intents.setdefault(q["intent"], []).append(q)
    gold_people |= set(q["gold"])
    for k in q["gold"]:
        if k not in data["people"]:
            print("UNKNOWN KEY", k, q["q"]); fails += 1
    if q["gold"] and plus == 0:
        print("NO + EVIDENCE", q["q"]); fails += 1
    if "paraphrase" not in q["tags"]:
        print("NO paraphrase TAG", q["q"]); fails += 1
    if (not q["gold"]) != ("empty-gold" in q["tags"]):
        print("empty-gold tag mismatch", q["q"]); fails += 1
for name, group in intents.items():
    golds = {tuple(sorted(q["gold"])) for q in group}
    zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in group)
    if len(group) != 4 or len(golds) != 1 or zh != 2:
        print("BAD INTENT", name, len(group), golds, "zh=", zh); fails += 1
missing = set(data["people"]) - gold_people
if missing:
    print("NEVER GOLD", missing); fails += 1
print(f"{n} evidence lines, {len(qs)} questions, {len(intents)} intents, {fails} failures")
sys.exit(1 if fails else 0)
