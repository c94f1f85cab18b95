"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Whitespace-insensitive, NFKC-normalised; markdown ** / * / # markers ignored for .md.
Also checks: each gold member has a '+' line from one of their own files, all 4 phrasings
of an intent share one gold, and every person is gold somewhere. Exit 1 on any failure."""
import os, re, sys, json, subprocess, unicodedata
from collections import defaultdict
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {"仇澜星_简历.pdf": "QLX", "Friederike_Sandmann_CV.pdf": "FS", "ZhanpengYe_CV_2026.pdf": "YZP",
         "CV_UXdesign_2026.docx": "LN", "伍思岚-供应链分析.docx": "WSL", "hanlin_xie_resume_2022.txt": "XHL",
         "hanlin_xie_resume_2026.json": "XHL", "IMG_20261104_091532.jpg": "FWZ", "曾牧远_简历.md": "ZMY"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def text_of(f):
    p = os.path.join(CVS, f)
    if f.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if f.endswith(".docx"):
        sys.path.insert(0, HERE)
        import docx
        d = docx.Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if f.endswith(".jpg"):
        return open(os.path.join(HERE, "feng_wanzhi_page_text.txt"), encoding="utf-8").read()
    t = open(p, encoding="utf-8").read()
    if f.endswith(".md"):
        t = re.sub(r"[*#]", "", t)
    if f.endswith(".json"):
        json.loads(t)
    return t

assert set(OWNER) == set(os.listdir(CVS)), sorted(os.listdir(CVS))
texts = {f: norm(text_of(f)) for f in OWNER}
fails = 0; n = 0; pending = []; intent_gold = defaultdict(set); gold_people = set(); nq = 0
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    m = re.match(r"\s*# ([+-]) (\S+): (.*)$", line)
    if m:
        sign, f, quote = m.groups(); n += 1
        if f not in texts:
            print("UNKNOWN FILE", f); fails += 1; continue
        if norm(quote) not in texts[f]:
            print("NOT FOUND", f, "|", quote); fails += 1
        pending.append((sign, f)); continue
    m = re.match(r"\s*- \{q: (\".*?\"), gold: \[(.*?)\], tags: \[(.*?)\], intent: (\S+)\}", line)
    if m:
        nq += 1
        gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
        intent_gold[m.group(4)].add(tuple(sorted(gold))); gold_people |= set(gold)
        plus_owners = {OWNER[f] for s, f in pending if s == "+"}
        for g in gold:
            if g not in plus_owners:
                print("NO + EVIDENCE for", g, "in", m.group(1)); fails += 1
        for o in plus_owners - set(gold):
            print("+ evidence from non-gold person", o, "in", m.group(1)); fails += 1
        pending = []
for k, v in intent_gold.items():
    if len(v) != 1:
        print("INTENT GOLD DIFFERS", k, v); fails += 1
missing = set(OWNER.values()) - gold_people
if missing:
    print("NEVER GOLD:", missing); fails += 1
print(f"{nq} questions, {len(intent_gold)} intents, {n} evidence lines, {fails} failures")
sys.exit(1 if fails else 0)
