#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the text of
that file in ../cvs (pdftotext for PDF, python-docx paragraphs+tables for DOCX, the file for md/txt;
for the photo, src/nalani_fairholm_2026_page.txt). Whitespace-insensitive. Also checks that every gold
person has a '+' line and every person is gold somewhere. Exit 1 on failure."""
import re, subprocess, sys, pathlib, unicodedata
import yaml
here = pathlib.Path(__file__).resolve().parent
root = here.parent
PHOTO_TEXT = {"IMG_20261103_184522.jpg": here / "nalani_fairholm_2026_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

cache = {}
def text_of(name):
    if name in cache:
        return cache[name]
    p = root / "cvs" / name
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    cache[name] = norm(t)
    return cache[name]

fails = 0
lines = (root / "questions.yaml").read_text(encoding="utf-8").splitlines()
pending = []   # (sign, file) for the next question
data = yaml.safe_load("\n".join(lines))
qi = 0
start = lines.index("questions:")
gold_seen = set()
for n, line in enumerate(lines, 1):
    if n <= start:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
    if m:
        sign, f, quote = m.groups()
        if not (root / "cvs" / f).exists():
            print(f"L{n}: no such file {f}"); fails += 1; continue
        if norm(quote) not in text_of(f):
            print(f"L{n}: NOT FOUND in {f}: {quote}"); fails += 1
        pending.append((sign, f))
        continue
    if re.match(r"\s*-\s*\{q:", line):
        q = data["questions"][qi]; qi += 1
        plus_files = {f for s, f in pending if s == "+"}
        for key in q["gold"]:
            gold_seen.add(key)
        # each gold person needs at least one '+' file that belongs to them
        owners = {"lorna_brackenbury.pdf": "LB", "xianyu_zeming.pdf": "XZ", "maeve_quigley_cv.docx": "MQ",
                  "贺芷汀_简历.md": "HZ", "nalani_fairholm_cv_2021.txt": "NF", "IMG_20261103_184522.jpg": "NF"}
        have = {owners[f] for f in plus_files}
        for key in q["gold"]:
            if key not in have:
                print(f"L{n}: gold {key} has no + evidence: {q['q']}"); fails += 1
        for key in have - set(q["gold"]):
            print(f"L{n}: + evidence for non-gold {key}: {q['q']}"); fails += 1
        minus_owners = {owners[f] for s, f in pending if s == "-"}
        pending = []
missing = set(data["people"]) - gold_seen
if missing:
    print("never gold:", missing); fails += 1
print(f"{qi} questions, {fails} failures")
sys.exit(1 if fails else 0)
