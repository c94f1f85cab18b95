"""Check every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Whitespace-insensitive, NFKC-normalised; markdown ** markers ignored; PDF bullets ignored.
Also checks: gold keys exist, each gold member of a question has a '+' quote in that block's
files (by owner), every intent has 4 questions with one gold, every person is gold somewhere."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_213855.jpg": os.path.join(HERE, "xian_langqing_page.txt")}
OWNER = {"柯慕言_感知算法工程师.pdf": "KM", "Livia_Ashgate_CV.pdf": "LA", "YucenQi_CV_2026.pdf": "YQ",
         "姚嘉澍_简历.docx": "YJ", "宓振宁_热设计.md": "MZ", "Hou_Yanqing_RA_2026.docx": "HY",
         "hou_yanqing_resume_2023.txt": "HY", "resume.json": "JE", "IMG_20261104_213855.jpg": "XL"}

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
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if fn.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): out.append(o)
        walk(json.load(open(p, encoding="utf-8")))
        return "\n".join(out)
    return open(p, encoding="utf-8").read()

texts = {fn: norm(text_of(fn)) for fn in os.listdir(CVS)}
qpath = os.path.join(ROOT, "questions.yaml")
data = yaml.safe_load(open(qpath, encoding="utf-8"))
people = set(data["people"])
fails = 0
block, qi = [], 0
in_q = False
intents = defaultdict(list)
gold_people = set()
for line in open(qpath, encoding="utf-8"):
    s = line.strip()
    if s.startswith('questions:'):
        in_q = True
    if not in_q:
        continue
    m = re.match(r"#\s*([+-])\s+(\S+?):\s(.*)$", s)
    if m:
        sign, fn, quote = m.groups()
        if fn not in texts:
            print("NO FILE:", fn); fails += 1
        elif norm(quote) not in texts[fn]:
            print("NOT FOUND:", fn, "|", quote); fails += 1
        block.append((sign, fn))
        continue
    if s.startswith("- {q:"):
        q = data["questions"][qi]; qi += 1
        gold = q["gold"]
        for g in gold:
            gold_people.add(g)
            if g not in people:
                print("UNKNOWN KEY", g); fails += 1
            if not any(sg == "+" and OWNER.get(fn) == g for sg, fn in block):
                print("NO + EVIDENCE for", g, "in:", q["q"]); fails += 1
        for sg, fn in block:
            if sg == "-" and OWNER.get(fn) in gold and not any(sg2 == "+" and fn2 == fn for sg2, fn2 in block):
                pass  # trap quote from a gold person's other line is allowed only with a + line
        intents[q["intent"]].append((q["q"], tuple(sorted(gold))))
        continue
    if s.startswith("# ----"):
        block = []
for name, qs in intents.items():
    if len(qs) != 4 or len({g for _, g in qs}) != 1:
        print("INTENT PROBLEM", name, qs); fails += 1
missing = people - gold_people
if missing:
    print("NEVER GOLD:", missing); fails += 1
print(f"{qi} questions, {len(intents)} intents, failures: {fails}")
sys.exit(1 if fails else 0)
