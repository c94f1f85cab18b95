#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text.
Comparison ignores all whitespace, markdown ** markers, and normalises dashes/quotes.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file;
the photo IMG_20261103_184512.jpg: src/rebecca_olatunji_2026_page.txt (its page before photographing)."""
import re, subprocess, sys, pathlib
import docx

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "rebecca_olatunji_2026_page.txt"}

def norm(s):
    s = s.replace("**", "")
    for a, b in {"\u2013": "-", "\u2014": "-", "\u2011": "-", "\u2010": "-", "\u2212": "-",
                 "\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2022": "", "\u30fb": ""}.items():
        s = s.replace(a, b)
    return re.sub(r"\s+", "", s)

cache = {}
def text_of(name):
    if name in cache:
        return cache[name]
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    else:
        p = CVS / name
        if not p.exists():
            sys.exit(f"missing file: {name}")
        if p.suffix == ".pdf":
            t = subprocess.run(["pdftotext", "-enc", "UTF-8", str(p), "-"], capture_output=True, text=True, check=True).stdout
        elif p.suffix == ".docx":
            d = docx.Document(str(p))
            parts = [para.text for para in d.paragraphs]
            for tb in d.tables:
                for row in tb.rows:
                    for c in row.cells:
                        parts.append(c.text)
            t = "\n".join(parts)
        else:
            t = p.read_text(encoding="utf-8")
    cache[name] = norm(t)
    return cache[name]

bad = n = 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*\S)\s*$", line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    n += 1
    if norm(quote) not in text_of(fname):
        bad += 1
        print(f"line {i}: NOT FOUND in {fname}: {quote}")
# every gold person needs a '+' quote above the question
people_seen = set()
for q in [l for l in lines if l.strip().startswith("- {q:")]:
    people_seen.update(re.findall(r"\b[A-Z]{2}\b", q.split("gold:")[1].split("]")[0]))
print(f"{n} quotes checked, {bad} not found; gold people: {sorted(people_seen)}")
sys.exit(1 if bad else 0)
