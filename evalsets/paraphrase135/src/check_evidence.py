"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.

Text sources: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values,
.md/.txt as is (markdown markers removed); the .jpg photo uses src/shi_wendi_photo_text.txt.
Comparison ignores whitespace, NFKC forms, curly quotes and PDF bullets. Also checks that all 4
questions of each intent share a gold set, that every gold person has '+' evidence in that intent,
that no '-' line is in a gold person's file, and that every person is gold somewhere.
"""
import os, re, sys, json, subprocess, unicodedata
import yaml
from docx import Document
here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
cvs = os.path.join(root, "cvs")
OWNER = {"Yunshan_Lu_CV.pdf": "LYS", "谭振翔_射频工程师简历.pdf": "TZX", "Yvonne-Calderbank-CV.pdf": "YC",
         "ou_jiarui_resume.md": "OJR", "苗雨晨_简历_2023.docx": "MYC", "Yuchen_Miao_CV_2026.docx": "MYC",
         "elin_vikstrom.resume.json": "EV", "resume_songyiran_2026.txt": "SYR", "IMG_20261103_施闻笛简历.jpg": "SWD"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("•", "").replace("**", "").replace("*", "").replace("#", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, str): yield o
    elif isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)

def text_of(fn):
    p = os.path.join(cvs, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return "\n".join(parts)
    if fn.endswith(".json"):
        return "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    if fn.endswith(".jpg"):
        return open(os.path.join(here, "shi_wendi_photo_text.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

texts = {fn: norm(text_of(fn)) for fn in sorted(os.listdir(cvs))}
missing = set(OWNER) ^ set(texts)
fails = []
if missing: fails.append(f"file list mismatch: {missing}")
lines = open(os.path.join(root, "questions.yaml"), encoding="utf-8").read().splitlines()
data = yaml.safe_load("\n".join(lines))
people = set(data["people"])
pending = []; n = 0; block = []
qi = 0
intents = {}
for ln in lines:
    m = re.match(r"  # ([+-]) (\S+\.(?:pdf|docx|md|txt|json|jpg)): (.*)$", ln)
    if m:
        sign, fn, quote = m.groups(); n += 1
        if fn not in texts: fails.append(f"unknown file {fn}"); continue
        if norm(quote) not in texts[fn]: fails.append(f"NOT FOUND {sign} {fn}: {quote}")
        block.append((sign, fn)); continue
    if re.match(r"\s*- \{q:", ln):
        q = data["questions"][qi]; qi += 1
        gold = set(q["gold"])
        if not gold <= people: fails.append(f"unknown key in {q['q']}")
        have = {OWNER[f] for s, f in block if s == "+"}
        if gold - have: fails.append(f"no + evidence for {gold - have} in: {q['q']}")
        bad = {OWNER[f] for s, f in block if s == "-"} & gold
        if bad: fails.append(f"- line in a gold person's file {bad}: {q['q']}")
        intents.setdefault(q["intent"], []).append(q)
        block = []
for name, qs in intents.items():
    if len(qs) != 4: fails.append(f"{name} has {len(qs)} questions")
    if len({tuple(sorted(q["gold"])) for q in qs}) != 1: fails.append(f"{name}: gold differs")
used = set().union(*[set(q["gold"]) for q in data["questions"]])
if people - used: fails.append(f"never gold: {people - used}")
print(f"{n} evidence lines, {qi} questions, {len(intents)} intents, {len(fails)} failures")
for f in fails: print("  ", f)
sys.exit(1 if fails else 0)
