"""Checks every '# + file: quote' / '# - file: quote' comment in ../questions.yaml against the file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells (+ header/footer); .md: markdown **/*/# markers
removed; .txt/.json: raw; the phone photo .jpg: src/wen_yutong_photo_page_text.txt. Whitespace-insensitive.
Also checks: 4 questions per intent, same gold within an intent, 2 en + 2 zh, gold keys are known people."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_142215.jpg": os.path.join(HERE, "wen_yutong_photo_page_text.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    t = open(p, encoding="utf-8").read()
    if name.endswith(".md"):
        t = re.sub(r"[*#]+", "", t)
    return t

def norm(s):
    return re.sub(r"\s+", "", s.replace("•", ""))

cache = {}
bad = 0; n = 0
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$", line)
    if not m:
        continue
    f, quote = m.group(2), m.group(3).strip()
    if not os.path.exists(os.path.join(CVS, f)):
        print("NO FILE", f); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in cache[f]:
        print("MISSING", f, "::", quote); bad += 1

d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
people = set(d["people"])
by = collections.defaultdict(list)
for q in d["questions"]:
    by[q["intent"]].append(q)
    for g in q["gold"]:
        if g not in people:
            print("UNKNOWN KEY", g, q["q"]); bad += 1
for k, qs in by.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    langs = collections.Counter(q["lang"] for q in qs)
    if len(qs) != 4 or len(golds) != 1 or langs != {"en": 2, "zh": 2}:
        print("INTENT PROBLEM", k, len(qs), golds, langs); bad += 1
covered = {g for q in d["questions"] for g in q["gold"]}
if people - covered:
    print("NEVER GOLD", people - covered); bad += 1
print(f"{n} quotes checked, {len(by)} intents, {len(d['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
