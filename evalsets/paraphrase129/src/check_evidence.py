"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text (whitespace-insensitive),
that every gold member has a '+' line, that no '-' line is the only evidence, and that each intent's 4 questions share gold."""
import json, os, re, subprocess, sys, unicodedata, collections
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_183022.jpg": os.path.join(HERE, "henrikje", "henrikje_page_text.txt")}
OWNER = {"冼博谦_简历_2022.txt": "XB", "boqian_xian_resume.md": "XB", "lingfei_qiao_cv.pdf": "LQ",
         "郁鸿川_天线工程师.pdf": "YH", "CV_Stachowiak_TechArt.pdf": "WS", "钭明芮-品类经理简历.docx": "TM",
         "LaiQingwan_CreditRisk_2026.docx": "LW", "shi_muqing.resume.json": "SM", "IMG_20261104_183022.jpg": "HB"}

def strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from strings(v)
    elif isinstance(o, list):
        for v in o: yield from strings(v)
    elif isinstance(o, str):
        yield o

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if name.endswith(".json"):
        return "\n".join(strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()

def norm(s):
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", s))

cache = {}
fails = 0
assert sorted(os.listdir(CVS)) == sorted(OWNER), sorted(os.listdir(CVS))
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
data = yaml.safe_load("\n".join(lines))
pending, n_quotes = [], 0
qi = 0
lines = lines[lines.index("questions:"):]
by_intent = collections.defaultdict(list)
for ln in lines:
    m = re.match(r"\s*# ([+-]) ([^:]+): (.*)$", ln)
    if m:
        pending.append(m.groups()); continue
    if re.match(r"\s*- \{q:", ln):
        q = data["questions"][qi]; qi += 1
        by_intent[q["intent"]].append(q)
        plus_owners = set()
        for sign, f, quote in pending:
            n_quotes += 1
            if f not in cache: cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                fails += 1; print("NOT FOUND:", f, "|", quote)
            if sign == "+": plus_owners.add(OWNER[f])
            elif OWNER[f] in q["gold"] and sign == "-":
                pass  # a trap line may belong to a gold person (e.g. one of their non-qualifying papers)
        for g in q["gold"]:
            if g not in plus_owners:
                fails += 1; print("NO + EVIDENCE for", g, "in", q["q"])
        for o in plus_owners - set(q["gold"]):
            fails += 1; print("+ line for non-gold", o, "in", q["q"])
        if not q["gold"] and "empty-gold" not in q["tags"]:
            fails += 1; print("empty gold without tag:", q["q"])
        pending = []
assert qi == len(data["questions"])
for intent, qs in by_intent.items():
    if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
        fails += 1; print("intent mismatch:", intent)
every = set().union(*[set(q["gold"]) for q in data["questions"]])
if every != set(data["people"]):
    fails += 1; print("never gold:", set(data["people"]) - every)
print(f"{qi} questions, {len(by_intent)} intents, {n_quotes} quotes checked, {fails} failures")
sys.exit(1 if fails else 0)
