"""Self-check for paraphrase267/questions.yaml.
- every "# + file: quote" / "# - file: quote" occurs in that file's text (whitespace-insensitive,
  NFKC, markdown ** ignored);
- questions parse, every gold key is in people, every person is gold somewhere;
- each intent has exactly 4 questions (2 English + 2 Chinese) with identical gold.
Run: src/.venv/bin/python src/check_evidence.py"""
import os, re, sys, unicodedata, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
sys.path.insert(0, HERE)
from extract_text import file_text
import yaml

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

texts = {}
bad = 0; n = 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$", line)
    if not m:
        continue
    sign, fn, quote = m.groups()
    if fn not in texts:
        if not os.path.exists(os.path.join(ROOT, "cvs", fn)):
            print(f"line {i}: no such file {fn}"); bad += 1; continue
        texts[fn] = norm(file_text(fn))
    n += 1
    if norm(quote) not in texts[fn]:
        print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1

data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
people = data["people"]; qs = data["questions"]
gold_people = set()
by_intent = collections.defaultdict(list)
for q in qs:
    for k in q["gold"]:
        if k not in people: print("unknown key", k, q["q"]); bad += 1
    gold_people |= set(q["gold"])
    by_intent[q["intent"]].append(q)
for k in people:
    if k not in gold_people: print("never gold:", k); bad += 1
for it, group in by_intent.items():
    zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in group)
    golds = {tuple(sorted(q["gold"])) for q in group}
    if len(group) != 4 or zh != 2 or len(golds) != 1:
        print("intent problem:", it, len(group), zh, golds); bad += 1
print(f"{n} quotes checked, {len(qs)} questions, {len(by_intent)} intents, {bad} problems")
sys.exit(1 if bad else 0)
