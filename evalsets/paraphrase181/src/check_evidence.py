"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the
file's text (whitespace-insensitive, NFKC). Also checks gold keys, 4 questions per intent with
identical gold, and that every gold member has at least one '+' line. Exit 1 on failure."""
import os, re, sys, json, subprocess, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_214455.jpg": os.path.join(HERE, "designer", "gong_tinglan_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells: parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        t = "\n".join(parts)
    elif fn.endswith(".json"):
        t = "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    else:
        t = open(p, encoding="utf-8").read()
    t = t.replace("**", "").replace("*", "")
    _cache[fn] = norm(t)
    return _cache[fn]

OWNER = {"fenella_grosvenor_cv.pdf": "FG", "仇映岚-投资者关系.docx": "QY", "万鹤鸣_推荐算法.pdf": "WH",
         "Khumalo_N_CV_2026.pdf": "NK", "IMG_20261103_214455.jpg": "GT", "cecilia_tsui_tax.md": "CT",
         "上官晓蕾_简历_2025.txt": "SX", "shangguan_xiaolei_resume.json": "SX",
         "resume_backend_2026.docx": "KQ"}

fails = 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
data = yaml.safe_load("\n".join(lines))
keys = set(data["people"])
assert set(OWNER.values()) == keys, "owner map vs people"
assert set(os.listdir(CVS)) == set(OWNER), f"cvs folder vs owner map: {set(os.listdir(CVS)) ^ set(OWNER)}"
pending_plus = set(); n_ev = 0; qi = 0; last_was_q = False
qs = data["questions"]
start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
for ln in lines[start:]:
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", ln)
    if m:
        if last_was_q: pending_plus = set(); last_was_q = False
        sign, fn, quote = m.groups(); n_ev += 1
        if fn not in OWNER:
            print("UNKNOWN FILE", fn); fails += 1; continue
        q = quote.strip().replace("**", "").replace("*", "")
        if norm(q) not in text_of(fn):
            print("NOT FOUND", fn, "::", quote); fails += 1
        if sign == "+": pending_plus.add(OWNER[fn])
        continue
    if re.match(r"\s*-\s*\{q:", ln):
        q = qs[qi]; qi += 1; last_was_q = True
        missing = set(q["gold"]) - pending_plus
        if missing: print("NO + EVIDENCE", missing, q["q"]); fails += 1
for q in qs:
    for g in q["gold"]:
        if g not in keys: print("BAD KEY", g); fails += 1
from collections import defaultdict
by = defaultdict(list)
for q in qs: by[q["intent"]].append(q)
for it, group in by.items():
    golds = {tuple(sorted(q["gold"])) for q in group}
    if len(group) != 4 or len(golds) != 1:
        print("INTENT PROBLEM", it, len(group), golds); fails += 1
gold_people = {g for q in qs for g in q["gold"]}
if gold_people != keys: print("NEVER GOLD", keys - gold_people); fails += 1
print(f"{len(qs)} questions, {len(by)} intents, {n_ev} evidence lines, {fails} failures")
sys.exit(1 if fails else 0)
