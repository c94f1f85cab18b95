"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** / * markers and PDF bullets ignored). Also checks that
all 4 questions of an intent share one gold and that every person is gold somewhere."""
import os, re, sys, subprocess, json, collections
import yaml, docx
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_宁可栩简历.jpg": os.path.join(HERE, "ning_kexu_zh_page1.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" | ".join(c.text for c in r.cells))
                parts.extend(c.text for c in r.cells)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
cache, bad, n = {}, 0, 0
for i, ln in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$", ln)
    if not m:
        continue
    sign, f, q = m.groups()
    if not os.path.exists(os.path.join(CVS, f)):
        print(f"line {i}: missing file {f}"); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(q) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1

d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
by = collections.defaultdict(list)
for q in d["questions"]:
    by[q["intent"]].append(q)
for k, qs in by.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    if len(qs) != 4 or len(golds) != 1:
        print("intent problem:", k, len(qs), golds); bad += 1
used = {g for q in d["questions"] for g in q["gold"]}
for k in d["people"]:
    if k not in used:
        print("person never gold:", k); bad += 1
    for g in used - set(d["people"]):
        print("unknown key", g); bad += 1
print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by)} intents, problems: {bad}")
sys.exit(1 if bad else 0)
