"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** and * ignored). PDFs via pdftotext, DOCX via python-docx paragraphs,
table cells and header/footer paragraphs, .md/.txt/.json raw; the .jpg photo via src/<stem>.txt."""
import os, re, subprocess, sys
from collections import Counter
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        sys.exit(f"missing file {fn}")
    ext = fn.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if ext == "docx":
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if ext in ("jpg", "jpeg", "png"):
        return open(os.path.join(HERE, fn.rsplit(".", 1)[0] + ".txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$", line)
    if not m:
        continue
    fn, quote = m.group(2), m.group(3)
    if fn not in cache:
        cache[fn] = norm(text_of(fn))
    n += 1
    if norm(quote) not in cache[fn]:
        bad += 1
        print(f"line {i}: NOT FOUND in {fn}: {quote}")

d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(d["people"])
by_intent = {}
for q in d["questions"]:
    assert set(q["gold"]) <= keys, q
    by_intent.setdefault(q["intent"], []).append(q)
for name, qs in by_intent.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    if len(qs) != 4 or len(golds) != 1:
        bad += 1; print(f"intent {name}: {len(qs)} questions, golds {golds}")
covered = {g for q in d["questions"] for g in q["gold"]}
if keys - covered:
    bad += 1; print("never gold:", keys - covered)
print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by_intent)} intents, {bad} problems")
sys.exit(1 if bad else 0)
