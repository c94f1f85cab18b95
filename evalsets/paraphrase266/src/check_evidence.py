#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** and * ignored). PDFs via pdftotext, DOCX via python-docx
(paragraphs, table cells, header/footer), .md/.txt/.json as text, the photo via
src/situ_xiaolei_page_text.txt. Also checks the intent structure (4 phrasings, same gold)."""
import os, re, subprocess, sys, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261118_213407.jpg": os.path.join(HERE, "situ_xiaolei_page_text.txt")}

def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
started = False
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    if line.startswith("questions:"):
        started = True
    if not started:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, f)):
        print("MISSING FILE", f); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in cache[f]:
        print("NOT FOUND", sign, f, "::", quote); bad += 1

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
intents = collections.defaultdict(list)
for q in data["questions"]:
    intents[q["intent"]].append(q)
    for k in q["gold"]:
        if k not in data["people"]:
            print("UNKNOWN KEY", k, q["q"]); bad += 1
for i, qs in intents.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    if len(qs) != 4 or len(golds) != 1:
        print("INTENT PROBLEM", i, len(qs), golds); bad += 1
used = {k for q in data["questions"] for k in q["gold"]}
for k in data["people"]:
    if k not in used:
        print("NEVER GOLD", k); bad += 1
print(f"{n} quotes checked, {len(intents)} intents, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
