"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive). PDF: pdftotext; DOCX: python-docx paragraphs + table cells;
JSON/TXT: the file; the JPG photo: src/su_peining_2026_page.txt (its text before it became a photo).
Also checks gold keys against people:, tag names, gold sizes, and that every person is gold somewhere."""
import re, subprocess, sys, os
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_091542.jpg": os.path.join(HERE, "su_peining_2026_page.txt")}
TAGS = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier",
        "title", "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}

def norm(s):
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
    elif name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t.replace("•", ""))
    return _cache[name]

qpath = os.path.join(ROOT, "questions.yaml")
data = yaml.safe_load(open(qpath, encoding="utf-8"))
people = set(data["people"])
errors, n_quotes = [], 0
pending = []  # evidence lines above the current question
goldseen = set()
lines = open(qpath, encoding="utf-8").read().splitlines()
qi = 0
start = lines.index("questions:") + 1
for ln, line in enumerate(lines[start:], start + 1):
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
    if m:
        sign, fname, quote = m.groups()
        n_quotes += 1
        if norm(quote.replace("•", "")) not in text_of(fname.strip()):
            errors.append(f"line {ln}: quote not found in {fname}: {quote}")
        pending.append(sign)
        continue
    if re.match(r"\s*- \{q:", line):
        q = data["questions"][qi]; qi += 1
        for k in q["gold"]:
            if k not in people:
                errors.append(f"line {ln}: unknown gold key {k}")
            goldseen.add(k)
        bad = set(q["tags"]) - TAGS
        if bad:
            errors.append(f"line {ln}: unknown tags {bad}")
        if q["gold"] and "+" not in pending:
            errors.append(f"line {ln}: gold question without + evidence")
        if not q["gold"] and "empty-gold" not in q["tags"]:
            errors.append(f"line {ln}: empty gold without empty-gold tag")
        pending = []
if qi != len(data["questions"]):
    errors.append(f"parsed {qi} question lines but YAML has {len(data['questions'])}")
for p in sorted(people - goldseen):
    errors.append(f"person {p} is never gold")
print(f"{len(data['questions'])} questions, {n_quotes} quotes checked")
if errors:
    print("\n".join(errors)); sys.exit(1)
print("OK")
