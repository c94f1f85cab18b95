"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** / * and PDF bullets ignored). Also checks intents have 4 phrasings
with identical gold and that every gold key is in people."""
import os, re, subprocess, sys, collections
import yaml, docx
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_183522.jpg": os.path.join(HERE, "qh", "hongyi_qi_cv_2026_page1.txt")}

def norm(s):
    s = s.replace("\ufb01", "fi").replace("\ufb02", "fl").replace("•", "").replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text(f):
    if f in _cache:
        return _cache[f]
    p = os.path.join(CVS, f)
    if not os.path.exists(p):
        sys.exit(f"missing file {f}")
    if f in PHOTO_TEXT:
        t = open(PHOTO_TEXT[f], encoding="utf-8").read()
    elif f.endswith(".pdf"):
        t = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
    elif f.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for r in tb.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(p, encoding="utf-8").read()
    _cache[f] = norm(t)
    return _cache[f]

src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
bad = n = 0
for line in src.split("\nquestions:\n", 1)[1].splitlines():
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
    if not m:
        continue
    n += 1
    sign, f, q = m.groups()
    if norm(q) not in text(f):
        bad += 1
        print(f"NOT FOUND [{sign}] {f}: {q}")
data = yaml.safe_load(src)
people = set(data["people"])
by_intent = collections.defaultdict(list)
for q in data["questions"]:
    by_intent[q["intent"]].append(q)
    for g in q["gold"]:
        if g not in people:
            bad += 1; print("unknown key", g)
for k, qs in by_intent.items():
    if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
        bad += 1; print("intent problem", k)
gold_people = {g for q in data["questions"] for g in q["gold"]}
if people - gold_people:
    bad += 1; print("never gold:", people - gold_people)
print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
sys.exit(1 if bad else 0)
