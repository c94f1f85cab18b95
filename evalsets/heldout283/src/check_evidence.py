"""Self-check for heldout283: every '+'/'-' evidence quote in ../questions.yaml must occur in its
file's text (whitespace-insensitive; markdown ** and PDF bullets ignored). Also checks gold keys
exist in people:, every person is gold somewhere, and counts. Run with src/.venv/bin/python."""
import os, re, subprocess, sys
import docx
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261114_093152.jpg": os.path.join(HERE, "oujingwen", "page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    path = os.path.join(CVS, fn)
    if not os.path.exists(path): raise SystemExit(f"missing file {fn}")
    if fn in PHOTO_TEXT: t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"): t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    else: t = open(path, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
bad = n = 0
for i, ln in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|txt|md|jpg)):\s*(.+)$", ln)
    if not m: continue
    n += 1
    sign, fn, quote = m.groups()
    if norm(quote) not in text_of(fn):
        bad += 1; print(f"line {i}: NOT FOUND in {fn}: {quote}")
# structure checks
people = dict(re.findall(r"^  (\w+): \[(.*)\]$", "\n".join(lines), re.M))
qs = re.findall(r'- \{q: "(.*?)", gold: \[(.*?)\], tags: \[(.*?)\]\}', "\n".join(lines))
gold_seen = set(); zh = empty = 0
for q, g, tags in qs:
    keys = [k.strip() for k in g.split(",") if k.strip()]
    for k in keys:
        if k not in people: bad += 1; print("unknown key", k, "in", q)
    gold_seen |= set(keys)
    if not keys:
        empty += 1
        if "empty-gold" not in tags: bad += 1; print("empty gold without tag:", q)
    if re.search(r"[\u4e00-\u9fff]", q): zh += 1
for k in people:
    if k not in gold_seen: bad += 1; print("never gold:", k)
print(f"{n} quotes checked, {len(qs)} questions ({zh} Chinese, {len(qs)-zh} English, {empty} empty-gold), {len(people)} people")
print("FAIL" if bad else "OK: all evidence found")
sys.exit(1 if bad else 0)
