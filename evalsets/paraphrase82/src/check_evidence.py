"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC, markdown #/* markers ignored), that every gold person has '+'
evidence per intent, and that the 4 phrasings of an intent share one gold."""
import os, re, sys, json, subprocess, unicodedata, collections
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
TEXT_OVERRIDE = {"柯以宁简历_拍照.jpg": os.path.join(HERE, "ke_yining_page_text.txt")}
OWNER = {"yunqi_tao.pdf": "YT", "xue_tinghe.pdf": "XT", "lennart_buehlmann.pdf": "LB",
         "贝思妤_品牌市场经理.docx": "BS", "nuno_carvalheira_android.md": "NC", "应思岚_简历.txt": "YS",
         "柯以宁简历_拍照.jpg": "KY", "callum_wetherby_2021.docx": "CW", "callum_wetherby_resume.json": "CW"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub(r"[*#`]", "", s)
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict): return [x for v in o.values() for x in json_strings(v)]
    if isinstance(o, list): return [x for v in o for x in json_strings(v)]
    return [o] if isinstance(o, str) else []

def text_of(f):
    if f in TEXT_OVERRIDE: return open(TEXT_OVERRIDE[f], encoding="utf-8").read()
    p = os.path.join(CVS, f)
    if f.endswith(".pdf"): return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if f.endswith(".docx"):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return "\n".join(parts)
    if f.endswith(".json"): return "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()

assert set(os.listdir(CVS)) == set(OWNER), sorted(os.listdir(CVS))
cache = {f: norm(text_of(f)) for f in OWNER}
for f, t in cache.items():
    assert len(t) > 200, f"no text for {f}"
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
data = yaml.safe_load("\n".join(lines))
fails = 0; block = []; ev_by_intent = collections.defaultdict(list)
qi = 0
lines_q = lines[lines.index("questions:"):]
for ln in lines_q:
    m = re.match(r"\s*# ([+-]) ([^:]+): (.*)$", ln)
    if m:
        sign, f, q = m.groups(); f = f.strip()
        if f not in cache: print("UNKNOWN FILE", f); fails += 1; continue
        if norm(q) not in cache[f]: print("NOT FOUND", f, "|", q); fails += 1
        block.append((sign, f)); continue
    if re.match(r"\s*- \{q:", ln):
        q = data["questions"][qi]; qi += 1
        if block: ev_by_intent[q["intent"]] = block; block = []
gold_by_intent = collections.defaultdict(set)
for q in data["questions"]:
    gold_by_intent[q["intent"]].add(tuple(sorted(q["gold"])))
    for k in q["gold"]: assert k in data["people"], k
for it, golds in gold_by_intent.items():
    if len(golds) != 1: print("GOLD DIFFERS", it, golds); fails += 1; continue
    gold = set(next(iter(golds)))
    plus = {OWNER[f] for s, f in ev_by_intent[it] if s == "+"}
    minus = {OWNER[f] for s, f in ev_by_intent[it] if s == "-"}
    if gold != plus: print("PLUS/GOLD MISMATCH", it, gold, plus); fails += 1
    if minus & gold: print("TRAP NAMES GOLD PERSON", it, minus & gold); fails += 1
cnt = collections.Counter(q["intent"] for q in data["questions"])
assert all(v == 4 for v in cnt.values()) and len(cnt) == 13, cnt
everyone = set().union(*[set(q["gold"]) for q in data["questions"]])
if everyone != set(data["people"]): print("NEVER GOLD", set(data["people"]) - everyone); fails += 1
print(f"{qi} questions, {sum(len(v) for v in ev_by_intent.values())} evidence lines, {fails} failures")
sys.exit(1 if fails else 0)
