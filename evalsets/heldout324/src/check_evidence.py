#!/usr/bin/env python3
"""Self-check for heldout324: every '# + file: quote' / '# - file: quote' in questions.yaml must occur
in that file's text (whitespace-insensitive; markdown '*' markers ignored; U+2010 hyphens treated as '-').
PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; .md/.json -> the file;
.jpg -> src/<stem>.txt (the text of the page before it was photographed).
Also checks: gold keys exist in people:, every person is gold somewhere, YAML parses."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def norm(t):
    t = t.replace("\u2010", "-").replace("\u2011", "-").replace("*", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p): sys.exit(f"missing file: {fn}")
    ext = fn.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif ext == "docx":
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for r in tb.rows:
                for c in r.cells: parts.append(c.text)
        t = "\n".join(parts)
    elif ext in ("jpg", "jpeg", "png"):
        t = open(os.path.join(HERE, fn.rsplit(".", 1)[0] + ".txt"), encoding="utf-8").read()
    else:
        t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

qpath = os.path.join(ROOT, "questions.yaml")
bad = n = 0
for i, line in enumerate(open(qpath, encoding="utf-8"), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|json|jpg)):\s(.*)$", line)
    if not m: continue
    n += 1
    sign, fn, quote = m.groups()
    if norm(quote) not in text_of(fn):
        bad += 1
        print(f"line {i}: NOT FOUND in {fn}: {quote}")
try:
    import yaml
    y = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(y["people"])
    used = set()
    for q in y["questions"]:
        for g in q["gold"]:
            if g not in keys: bad += 1; print("unknown gold key", g, q["q"])
            used.add(g)
    for k in keys - used: bad += 1; print("never gold:", k)
    print(f"{len(y['questions'])} questions, {sum(1 for q in y['questions'] if not q['gold'])} empty-gold")
except ImportError:
    print("(pyyaml not installed: structure check skipped)")
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
