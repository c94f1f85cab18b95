"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the
text of the file in ../cvs (whitespace-insensitive, NFKC). Exit 1 on any failure.
Text sources: PDF -> pdftotext (default and -layout; a quote passes if found in either);
DOCX -> python-docx paragraphs + table cells; .md/.txt -> the file with markdown * and #
removed; .json -> all string values; .jpg -> src/yan_shuheng_page.txt (text of the page
before it was photographed).
Also checks: every gold person has >= 1 '+' line, '+' lines name only gold people's files,
all 4 questions of an intent share the same gold, each intent has exactly 4 questions."""
import json, os, re, subprocess, sys, unicodedata, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_阎书衡.jpg": os.path.join(HERE, "yan_shuheng_page.txt")}
OWNER = {"邝思妤_推荐算法_2026.pdf": "KS", "邝思妤_简历_2023.docx": "KS", "IMG_20261103_阎书衡.jpg": "YS",
         "薛凌峰-数据分析.md": "XL", "Rhiannon_Pryce_CV.pdf": "RP", "Haberstroh_CV.docx": "NH",
         "farhan_chowdhury_resume.txt": "FC", "resume_iwhitfield.json": "IW", "junseo_baek_cv.md": "BJ"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, str): yield o
    elif isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)

_cache = {}
def texts(f):
    if f in _cache: return _cache[f]
    p = os.path.join(CVS, f)
    if f.endswith(".pdf"):
        t = [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True, check=True).stdout
             for a in ([], ["-layout"])]
    elif f.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for r in tb.rows:
                for c in r.cells: parts.append(c.text)
        t = ["\n".join(parts)]
    elif f.endswith((".md", ".txt")):
        t = [re.sub(r"[*#]", "", open(p, encoding="utf-8").read())]
    elif f.endswith(".json"):
        t = ["\n".join(json_strings(json.load(open(p, encoding="utf-8"))))]
    elif f in PHOTO_TEXT:
        t = [open(PHOTO_TEXT[f], encoding="utf-8").read()]
    else:
        raise SystemExit(f"unknown file type {f}")
    _cache[f] = [norm(x) for x in t]
    return _cache[f]

def main():
    path = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(path, encoding="utf-8"))
    people = set(data["people"])
    fails, n = 0, 0
    pending = []
    by_intent = collections.defaultdict(list)
    for line in open(path, encoding="utf-8"):
        m = re.match(r"  # ([+-]) (\S+?): (.+)$", line)
        if m:
            sign, f, quote = m.groups()
            n += 1
            if f not in OWNER or not os.path.exists(os.path.join(CVS, f)):
                print("MISSING FILE", f); fails += 1; continue
            if not any(norm(quote) in t for t in texts(f)):
                print(f"NOT FOUND [{f}]: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        m = re.match(r"\s*- \{q: ", line)
        if m:
            q = yaml.safe_load(line.strip()[2:])
            by_intent[q["intent"]].append(q)
            plus = {OWNER[f] for s, f in pending if s == "+"}
            minus = {OWNER[f] for s, f in pending if s == "-"}
            for g in q["gold"]:
                if g not in people: print("UNKNOWN KEY", g); fails += 1
                if g not in plus: print(f"NO EVIDENCE for {g}: {q['q']}"); fails += 1
            for o in plus - set(q["gold"]):
                print(f"+ LINE FOR NON-GOLD {o}: {q['q']}"); fails += 1
            if not q["gold"] and "empty-gold" not in q["tags"]:
                print("empty gold without tag:", q["q"]); fails += 1
            pending = []
    for i, qs in by_intent.items():
        if len(qs) != 4: print("intent", i, "has", len(qs)); fails += 1
        if len({tuple(sorted(q["gold"])) for q in qs}) != 1: print("intent gold differs", i); fails += 1
    allgold = {g for qs in by_intent.values() for q in qs for g in q["gold"]}
    for p in people - allgold: print("never gold:", p); fails += 1
    print(f"{n} evidence lines, {sum(len(v) for v in by_intent.values())} questions, {len(by_intent)} intents, {fails} failures")
    sys.exit(1 if fails else 0)

main()
