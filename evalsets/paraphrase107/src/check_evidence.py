"""Check every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Also: every gold member has a '+' line, no '-' line is the only evidence, all 4 questions of an
intent share one gold, every person is gold somewhere. Exit 1 on any failure."""
import os, re, subprocess, sys, json, unicodedata, collections
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"尹书岚_简历_photo.jpg": os.path.join(HERE, "yin_shulan_photo_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

texts = {fn: norm(text_of(fn)) for fn in os.listdir(CVS)}
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
data = yaml.safe_load("\n".join(lines))
fails = 0; n = 0
ev = []  # (sign, file, quote) per question block
blocks = []; cur = []
for ln in lines:
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
    if m:
        cur.append(m.groups()); continue
    if re.match(r"\s*- \{q:", ln):
        blocks.append(cur); continue
    if ln.strip().startswith("# ----"):
        cur = []
for blk in blocks:
    pass
seen = set()
for blk in blocks:
    for sign, fn, quote in blk:
        key = (sign, fn, quote)
        if key in seen: continue
        seen.add(key); n += 1
        if fn not in texts:
            print("NO FILE", fn); fails += 1; continue
        if norm(quote) not in texts[fn]:
            print("MISSING", sign, fn, "::", quote); fails += 1
qs = data["questions"]
assert len(qs) == len(blocks), (len(qs), len(blocks))
owners = {"SW": ["wanqiu_sheng_cv_2023.pdf", "盛婉秋_简历2026.pdf"], "TY": ["邰雨松-工艺整合-简历.docx"],
          "GP": ["Giulia_Pellegrini_CV.pdf"], "KR": ["kavitha_ravindran.md"], "LY": ["yang_lanxin.resume.json"],
          "YS": ["尹书岚_简历_photo.jpg"], "YT": ["Yiqing_Tan_resume.docx"], "KJ": ["邝建川_简历.txt"]}
assert sorted(f for v in owners.values() for f in v) == sorted(os.listdir(CVS)), "owners/cvs mismatch"
intents = collections.defaultdict(list); golds = set()
for q, blk in zip(qs, blocks):
    intents[q["intent"]].append(q)
    golds |= set(q["gold"])
    plus_files = {fn for s, fn, _ in blk if s == "+"}
    minus_files = {fn for s, fn, _ in blk if s == "-"}
    for g in q["gold"]:
        if not plus_files & set(owners[g]):
            print("NO + EVIDENCE for", g, "in", q["q"]); fails += 1
    if not q["gold"] and plus_files:
        print("+ evidence on empty-gold question", q["q"]); fails += 1
for it, qq in intents.items():
    if len(qq) != 4 or len({tuple(sorted(x["gold"])) for x in qq}) != 1:
        print("INTENT BROKEN", it); fails += 1
missing = set(owners) - golds
if missing:
    print("never gold:", missing); fails += 1
print(f"{n} evidence lines, {len(qs)} questions, {len(intents)} intents, failures: {fails}")
sys.exit(1 if fails else 0)
