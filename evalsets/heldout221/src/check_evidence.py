"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** markers and PDF bullets ignored), that gold keys exist,
and prints counts. Run with the venv python: .venv/bin/python check_evidence.py"""
import re, subprocess, sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20260412_193355.jpg": SRC / "harini_raghavachari_2026_page.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
people = set()
in_people = False
for ln in lines:
    if ln.startswith("people:"):
        in_people = True; continue
    if in_people:
        m = re.match(r"\s+([A-Z]{2}):", ln)
        if m: people.add(m.group(1))
        elif not ln.startswith(" "): in_people = False

errors, n_quotes, pending = [], 0, []
qs, tagc, gold_people = [], Counter(), Counter()
for i, ln in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s(.+)$", ln)
    if m:
        sign, fname, quote = m.groups()
        n_quotes += 1
        if norm(quote) not in text_of(fname):
            errors.append(f"line {i}: quote not found in {fname}: {quote}")
        pending.append((sign, fname))
        continue
    m = re.match(r"\s*- \{q: \"(.+?)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", ln)
    if m:
        q, gold, tags = m.group(1), [g.strip() for g in m.group(2).split(",") if g.strip()], [t.strip() for t in m.group(3).split(",")]
        for g in gold:
            if g not in people: errors.append(f"line {i}: unknown gold key {g}")
            gold_people[g] += 1
        if gold and not any(s == "+" for s, _ in pending):
            errors.append(f"line {i}: gold without + evidence: {q}")
        if not gold and "empty-gold" not in tags:
            errors.append(f"line {i}: empty gold without empty-gold tag")
        qs.append((q, gold, tags)); tagc.update(tags); pending = []
    elif ln.strip().startswith("- {q:"):
        errors.append(f"line {i}: unparsed question line")

zh = sum(1 for q, _, _ in qs if re.search(r"[\u4e00-\u9fff]", q))
print(f"{len(qs)} questions ({zh} Chinese, {len(qs)-zh} English), {n_quotes} quotes checked")
print("empty-gold:", sum(1 for _, g, _ in qs if not g), "| gold sizes:", dict(Counter(len(g) for _, g, _ in qs)))
print("tags:", dict(tagc))
print("times gold per person:", dict(gold_people), "| never gold:", sorted(people - set(gold_people)))
if errors:
    print("\n".join(errors)); sys.exit(1)
print("OK")
