"""Checks every '+'/'-' evidence quote in ../questions.yaml occurs (whitespace-insensitive) in the
text of its file, and some structural rules of the paraphrase set."""
import os, re, sys, subprocess, json, collections
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20210614_093512.jpg": os.path.join(HERE, "wen_jiaxu_2021_zh_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return a + "\n@@@\n" + b
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.footer.paragraphs] + [x.text for x in s.header.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
bad = 0; n = 0; cache = {}
for line in src.splitlines():
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
    if not m:
        continue
    sign, f, q = m.groups()
    if not os.path.exists(os.path.join(CVS, f)):
        continue  # not an evidence line (e.g. header prose)
    n += 1
    if f not in cache:
        cache[f] = norm(text_of(f))
    if norm(q) not in cache[f]:
        bad += 1
        print(f"MISSING in {f}: {q}")

data = yaml.safe_load(src)
people = set(data["people"])
by_intent = collections.defaultdict(list)
for qq in data["questions"]:
    assert set(qq["gold"]) <= people, qq
    by_intent[qq["intent"]].append(qq)
for k, qs in by_intent.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
    if len(qs) != 4 or len(golds) != 1 or zh != 2:
        bad += 1; print("intent problem:", k, len(qs), golds, zh)
    if not any("paraphrase" in q["tags"] for q in qs):
        bad += 1; print("no paraphrase phrasing:", k)
gold_people = {p for q in data["questions"] for p in q["gold"]}
if gold_people != people:
    bad += 1; print("never gold:", people - gold_people)
print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, problems: {bad}")
sys.exit(1 if bad else 0)
