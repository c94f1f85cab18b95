"""Check every '+'/'-' evidence quote in ../questions.yaml against its file's text."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"陶星野_简历照片.jpg": os.path.join(HERE, "tao_xingye_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("\u2011", "-")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
data = yaml.safe_load("\n".join(lines))
cache, fails, n = {}, 0, 0
pending, plus_files = [], []
qi = 0
start = lines.index("questions:")
for ln in lines[start:]:
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", ln)
    if m:
        sign, fn, quote = m.groups()
        n += 1
        if fn not in cache:
            if not os.path.exists(os.path.join(CVS, fn)):
                print("MISSING FILE", fn); fails += 1; continue
            cache[fn] = norm(text_of(fn))
        if norm(quote) not in cache[fn]:
            print(f"FAIL {sign} {fn}: {quote}"); fails += 1
        pending.append((sign, fn))
    elif re.match(r"\s*- \{q:", ln):
        qd = data["questions"][qi]; qi += 1
        if qd["gold"] and not any(s == "+" for s, _ in pending):
            print("NO + EVIDENCE for", qd["q"]); fails += 1
        pending = []
# per-intent consistency: same gold, 4 questions, 2 en + 2 zh
from collections import defaultdict
by = defaultdict(list)
for qd in data["questions"]:
    by[qd["intent"]].append(qd)
for k, v in by.items():
    if len(v) != 4 or len({tuple(sorted(x["gold"])) for x in v}) != 1:
        print("INTENT INCONSISTENT", k); fails += 1
for qd in data["questions"]:
    for g in qd["gold"]:
        if g not in data["people"]:
            print("UNKNOWN KEY", g); fails += 1
golds = {g for qd in data["questions"] for g in qd["gold"]}
for k in data["people"]:
    if k not in golds:
        print("NEVER GOLD", k); fails += 1
print(f"{n} evidence lines, {len(data['questions'])} questions, {fails} failures")
sys.exit(1 if fails else 0)
