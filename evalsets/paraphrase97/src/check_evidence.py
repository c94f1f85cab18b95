"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs (whitespace-insensitively)
in the text of its file, and basic consistency of the paraphrase set."""
import re, subprocess, sys, collections
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20260912_181433.jpg": SRC / "vincent_lai_page.txt"}

def text_of(name):
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

norm = lambda s: re.sub(r"\s+", "", s)
cache = {}
bad = n = 0
for line in (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines():
    m = re.match(r"\s+# ([+-]) (\S+?): (.+)$", line)
    if not m:
        continue
    n += 1
    f, quote = m.group(2), m.group(3)
    if f not in cache:
        cache[f] = norm(text_of(f))
    if norm(quote) not in cache[f]:
        bad += 1
        print(f"NOT FOUND in {f}: {quote}")

d = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
people = set(d["people"])
golds = collections.defaultdict(set)
langs = collections.defaultdict(list)
seen = set()
for q in d["questions"]:
    assert set(q["gold"]) <= people, q
    golds[q["intent"]].add(tuple(sorted(q["gold"])))
    langs[q["intent"]].append("zh" if re.search(r"[\u4e00-\u9fff]", q["q"]) else "en")
    seen |= set(q["gold"])
for i, g in golds.items():
    if len(g) != 1:
        bad += 1; print("intent with differing gold:", i, g)
    if sorted(langs[i]) != ["en", "en", "zh", "zh"]:
        bad += 1; print("intent without 2 en + 2 zh phrasings:", i, langs[i])
if seen != people:
    bad += 1; print("people never gold:", people - seen)
print(f"{n} quotes checked, {len(d['questions'])} questions, {len(golds)} intents, {bad} problems")
sys.exit(1 if bad else 0)
