"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** markers ignored), that every gold KEY is in people:,
that the 4 questions of an intent share one gold, and that every person is gold somewhere."""
import json, os, re, subprocess, sys, collections
import yaml
from docx import Document

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260611_093412.jpg": os.path.join(ROOT, "src", "stats", "luo_jiaqi_page.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache = {}
bad = 0
n = 0
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?\.(?:pdf|docx|md|txt|json|jpg)):\s(.*)$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, f)):
        print("NO FILE:", f); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in cache[f]:
        print("NOT FOUND:", sign, f, "|", quote); bad += 1

d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
people = d["people"]
golds = collections.defaultdict(set)
seen = set()
counts = collections.Counter()
for q in d["questions"]:
    for k in q["gold"]:
        if k not in people:
            print("UNKNOWN KEY", k, q["q"]); bad += 1
        seen.add(k)
    golds[q["intent"]].add(tuple(sorted(q["gold"])))
    counts[q["intent"]] += 1
for i, g in golds.items():
    if len(g) != 1:
        print("INTENT GOLD DIFFERS:", i, g); bad += 1
    if counts[i] != 4:
        print("INTENT NOT 4 QUESTIONS:", i, counts[i]); bad += 1
for k in people:
    if k not in seen:
        print("NEVER GOLD:", k); bad += 1
print(f"{n} quotes checked, {len(d['questions'])} questions, {len(golds)} intents, {bad} problems")
sys.exit(1 if bad else 0)
