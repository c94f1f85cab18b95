"""Checks every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC), that gold members have '+' evidence, no '-' line names a gold
member's only support, and that each intent's 4 phrasings share one gold. Exit 1 on failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"gareth_seah_cv.jpg": os.path.join(HERE, "gs", "gareth_seah_cv_page1.txt")}
OWNER = {"hyejin_seo_cv.pdf": "HS", "ilinca_vlasceanu_resume.pdf": "IV", "gareth_seah_cv.jpg": "GS",
         "linghu_nianci_cv_zh.pdf": "LH", "东方若晗_简历.docx": "DF", "DL_CV_2026.docx": "DL",
         "南宫屿_iOS_2022.md": "NG", "yu_nangong_resume.json": "NG", "jimulin_resume.txt": "JM"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(f):
    p = os.path.join(CVS, f)
    if f in PHOTO_TEXT: return open(PHOTO_TEXT[f], encoding="utf-8").read()
    if f.endswith(".pdf"): return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if f.endswith(".docx"):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return "\n".join(parts)
    if f.endswith(".json"):
        json.load(open(p, encoding="utf-8"))  # must be valid JSON
    return open(p, encoding="utf-8").read()

cache = {}
fails = 0; nquotes = 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
data = yaml.safe_load("\n".join(lines))
assert set(OWNER) == set(os.listdir(CVS)), sorted(set(os.listdir(CVS)) ^ set(OWNER))
pending = []; by_intent = {}
started = False
for ln in lines:
    if ln.startswith("questions:"): started = True
    if not started: continue
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
    if m:
        sign, f, quote = m.groups(); nquotes += 1
        if f not in cache: cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            fails += 1; print(f"MISSING in {f}: {quote}")
        pending.append((sign, f)); continue
    m = re.match(r"\s*-\s*\{q:", ln)
    if m:
        item = yaml.safe_load(ln.strip()[2:].split("  # ")[0] if "}  # " in ln else ln.strip()[2:])
        gold = set(item["gold"])
        plus = {OWNER[f] for s, f in pending if s == "+"}
        minus_gold = {OWNER[f] for s, f in pending if s == "-"} & gold - plus
        if gold - plus: fails += 1; print("NO + EVIDENCE for", gold - plus, item["q"])
        if plus - gold: fails += 1; print("+ evidence for non-gold", plus - gold, item["q"])
        if minus_gold: fails += 1; print("- line only for gold member", minus_gold, item["q"])
        by_intent.setdefault(item["intent"], []).append((tuple(sorted(gold)), item["q"]))
        pending = []
for it, qs in by_intent.items():
    if len(qs) != 4 or len({g for g, _ in qs}) != 1:
        fails += 1; print("INTENT MISMATCH", it, qs)
people = set(data["people"]); golds = set().union(*[set(x["gold"]) for x in data["questions"]])
if people - golds: fails += 1; print("never gold:", people - golds)
print(f"{nquotes} quotes, {len(data['questions'])} questions, {len(by_intent)} intents, {fails} failures")
sys.exit(1 if fails else 0)
