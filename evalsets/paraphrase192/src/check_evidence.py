"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** markers and PDF bullets ignored). Also checks that the four
phrasings of each intent share one gold. Run with src/.venv/bin/python."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260714_212233.jpg": os.path.join(HERE, "ning_ruoxi_photo_page.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [s.header.paragraphs[i].text for s in d.sections for i in range(len(s.header.paragraphs))]
        parts += [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append("\n".join(c.text for c in row.cells))
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
pat = re.compile(r"^\s+#\s*([+-])\s+(\S+?):\s(.*)$")
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    m = pat.match(line)
    if not m:
        continue
    _, f, quote = m.groups()
    if f not in cache:
        if not os.path.exists(os.path.join(CVS, f)):
            print("MISSING FILE", f); bad += 1; cache[f] = ""; continue
        cache[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in cache[f]:
        print("NOT FOUND", f, "::", quote); bad += 1

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
golds = collections.defaultdict(set); counts = collections.Counter()
for q in data["questions"]:
    golds[q["intent"]].add(tuple(sorted(q["gold"]))); counts[q["intent"]] += 1
    for g in q["gold"]:
        if g not in data["people"]:
            print("UNKNOWN KEY", g); bad += 1
for i, gs in golds.items():
    if len(gs) != 1 or counts[i] != 4:
        print("INTENT MISMATCH", i, gs, counts[i]); bad += 1
used = {g for q in data["questions"] for g in q["gold"]}
for k in data["people"]:
    if k not in used:
        print("NEVER GOLD", k); bad += 1
print(f"{n} quotes checked, {len(golds)} intents, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
