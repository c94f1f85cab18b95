"""Self-check: every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, Markdown '*' markers ignored); also checks the YAML structure:
4 questions per intent, same gold within an intent, 2 en + 2 zh phrasings, known keys."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_214512.jpg": os.path.join(HERE, "hou_zhixuan_zh.page.txt")}

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
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

norm = lambda s: re.sub(r"\s+", "", s.replace("*", "").replace("•", ""))
cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
for ln in lines:
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$", ln)
    if not m:
        continue
    sign, fn, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, fn)):
        print("MISSING FILE", fn); bad += 1; continue
    if fn not in cache:
        cache[fn] = norm(text_of(fn))
    n += 1
    if norm(quote) not in cache[fn]:
        print("NOT FOUND", fn, "::", quote); bad += 1

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(data["people"])
by = collections.defaultdict(list)
for q in data["questions"]:
    assert set(q["gold"]) <= keys, q
    by[q["intent"]].append(q)
for it, qs in by.items():
    zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
    if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1 or zh != 2:
        print("INTENT PROBLEM", it, len(qs), zh); bad += 1
golds = set().union(*[q["gold"] for q in data["questions"]])
if golds != keys:
    print("never gold:", keys - golds); bad += 1
print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by)} intents, {bad} problems")
sys.exit(1 if bad else 0)
