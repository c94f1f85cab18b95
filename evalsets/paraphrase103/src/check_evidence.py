"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** markers ignored). Also checks gold keys and the
4-phrasings-per-intent / same-gold rule."""
import os, re, subprocess, sys, collections
import yaml, docx
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20210614_223107.jpg": os.path.join(HERE, "zhan_jiashuo_2021_photo_text.txt")}

def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

bad = 0
n = 0
for i, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$", line.rstrip("\n"))
    if not m:
        continue
    sign, fn, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, fn)):
        print(f"line {i}: no such file {fn}"); bad += 1; continue
    n += 1
    if norm(quote) not in text_of(fn):
        print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(data["people"])
by_intent = collections.defaultdict(list)
for q in data["questions"]:
    for g in q["gold"]:
        if g not in keys:
            print("unknown key", g, q["q"]); bad += 1
    by_intent[q["intent"]].append(q)
for it, qs in by_intent.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    if len(qs) != 4 or len(golds) != 1:
        print("intent problem", it, len(qs), golds); bad += 1
print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
sys.exit(1 if bad else 0)
