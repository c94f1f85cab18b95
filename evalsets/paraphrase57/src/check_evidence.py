"""Self-check for paraphrase57: every '+'/'-' evidence quote in questions.yaml must occur in
the text of its file (whitespace-insensitive, NFKC, markdown ** / * markers and PDF bullets
ignored). Also checks intents (4 questions, same gold, 2 en + 2 zh), that every person is gold
somewhere, and that each gold person has a '+' quote from one of their own files."""
import json, os, re, subprocess, sys, unicodedata, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "ottoline_rask_cv.pdf": "OR", "yu_qinglan_简历.txt": "YQ", "IMG_20261103_142217.jpg": "SM",
    "tang_xiaoyou.resume.json": "TX", "haochen_wan_resume_2021.md": "WH",
    "万昊宸_Java后端_2025.docx": "WH", "CV_privacy_counsel_HK.docx": "RT",
    "祁星野_简历_数字验证.pdf": "QX", "Theodora_Quist_CPO.pdf": "TQ",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(f):
    if f in _cache: return _cache[f]
    p = os.path.join(CVS, f)
    if f.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif f.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        parts += [c.text for tb in d.tables for r in tb.rows for c in r.cells]
        parts += [x.text for s in d.sections for x in s.header.paragraphs]
        t = "\n".join(parts)
    elif f.endswith(".jpg"):
        t = open(os.path.join(HERE, f + ".txt"), encoding="utf-8").read()
    else:
        t = open(p, encoding="utf-8").read()
    _cache[f] = norm(t)
    return _cache[f]

lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
errors = []
pending = []
qdata = yaml.safe_load("\n".join(lines))
qs = qdata["questions"]; qi = 0
lines = lines[lines.index("questions:"):]
persons = set(qdata["people"])
for ln in lines:
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
    if m:
        sign, f, quote = m.groups()
        if f not in OWNER: errors.append(f"unknown file {f}"); continue
        if norm(quote) not in text_of(f): errors.append(f"NOT FOUND [{f}]: {quote}")
        pending.append((sign, OWNER[f]))
    elif re.match(r"\s*- \{q:", ln):
        q = qs[qi]; qi += 1
        plus = {o for s, o in pending if s == "+"}
        if pending:  # first question of a block carries the evidence
            block_plus = plus
        for g in q["gold"]:
            if g not in block_plus: errors.append(f"no + evidence for {g} in: {q['q']}")
        pending = []
by_intent = collections.defaultdict(list)
for q in qs: by_intent[q["intent"]].append(q)
gold_people = set()
for it, ql in by_intent.items():
    golds = {tuple(sorted(q["gold"])) for q in ql}
    zh = sum(1 for q in ql if re.search(r"[\u4e00-\u9fff]", q["q"]))
    if len(ql) != 4 or len(golds) != 1 or zh != 2:
        errors.append(f"intent {it}: n={len(ql)} golds={golds} zh={zh}")
    for q in ql:
        gold_people |= set(q["gold"])
        if "paraphrase" not in q["tags"]: errors.append(f"no paraphrase tag: {q['q']}")
        if (not q["gold"]) != ("empty-gold" in q["tags"]): errors.append(f"empty-gold tag mismatch: {q['q']}")
for p in persons - gold_people: errors.append(f"{p} is gold nowhere")
print(f"{len(qs)} questions, {len(by_intent)} intents, {len(_cache)} files read")
if errors:
    print("\n".join(errors)); sys.exit(1)
print("OK: all evidence quotes found")
