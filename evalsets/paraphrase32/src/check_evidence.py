"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its CV file.
Text: pdftotext (PDF), python-docx paragraphs + table cells + header/footer (DOCX), the file (md/txt),
src/dorothea_quansah_photo_page.txt for cvs/resume_photo.jpg. Comparison ignores whitespace, NFKC
forms and '*' markers. Also checks intents: 4 questions each, same gold, every gold key has '+'
evidence; every person is gold somewhere. Exit 1 on any failure."""
import os, re, sys, subprocess, unicodedata
from collections import defaultdict
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {"ravindra_kulasekaran_cv.pdf": "RK", "聂书涵_简历.pdf": "NS", "osvaldo_ferraz_cv.pdf": "OF",
         "蒋德彬-简历.docx": "DB", "shi_yuxuan_cv.md": "YX", "ayodele_bankole.txt": "AB",
         "resume_photo.jpg": "DQ", "luo_tianqi_2021.txt": "LT", "resume_2026_embedded.docx": "LT"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".jpg"):
        return open(os.path.join(HERE, "dorothea_quansah_photo_page.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

files = sorted(f for f in os.listdir(CVS))
assert set(files) == set(OWNER), (files, sorted(OWNER))
TEXT = {f: norm(text_of(f)) for f in files}

lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
start = lines.index("questions:")
fails = 0; n_ev = 0
pending = []  # evidence since the last question
intents = defaultdict(list)
for ln in lines[start + 1:]:
    m = re.match(r"^\s*# ([+-]) (\S+): (.*)$", ln)
    if m:
        sign, fn, quote = m.groups()
        n_ev += 1
        if fn not in TEXT:
            print("NO SUCH FILE:", ln); fails += 1; continue
        if norm(quote) not in TEXT[fn]:
            print("QUOTE NOT FOUND:", ln); fails += 1
        pending.append((sign, fn))
        continue
    m = re.match(r"^\s*- \{q: \"(.*)\", gold: \[(.*?)\], intent: (\S+), lang: (\w+), tags: \[(.*)\]\}$", ln)
    if m:
        qtext, gold, intent, lang, tags = m.groups()
        gold = [g.strip() for g in gold.split(",") if g.strip()]
        if pending:
            intents[intent + "#ev"] = pending
            pending = []
        intents[intent].append((qtext, tuple(sorted(gold)), lang, tags))
        continue
    if ln.strip() and not ln.strip().startswith("#"):
        print("UNPARSED:", ln); fails += 1

allgold = set()
nq = 0
for k, v in intents.items():
    if k.endswith("#ev"):
        continue
    nq += len(v)
    ev = intents.get(k + "#ev", [])
    golds = {g for _, g, _, _ in v}
    langs = sorted(l for _, _, l, _ in v)
    if len(v) != 4 or len(golds) != 1 or langs != ["en", "en", "zh", "zh"]:
        print("INTENT SHAPE:", k, len(v), golds, langs); fails += 1
    gold = next(iter(golds))
    allgold |= set(gold)
    plus = {OWNER[f] for s, f in ev if s == "+"}
    minus = {OWNER[f] for s, f in ev if s == "-"}
    if plus != set(gold):
        print("GOLD/EVIDENCE MISMATCH:", k, gold, plus); fails += 1
    if "empty-gold" in v[0][3] and gold:
        print("EMPTY TAG WITH GOLD:", k); fails += 1
missing = set(OWNER.values()) - allgold
if missing:
    print("NEVER GOLD:", missing); fails += 1
print(f"{n_ev} evidence lines, {nq} questions, {len([k for k in intents if not k.endswith('#ev')])} intents, {fails} failures")
sys.exit(1 if fails else 0)
