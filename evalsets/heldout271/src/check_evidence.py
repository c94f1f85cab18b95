#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its CV's text
(whitespace-insensitive; markdown */** markers, PDF bullets and ligatures normalised).
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file;
.jpg (phone photo, no text layer): src/<dir>/<stem>.page.txt, the pdftotext of the page it was made from."""
import re, subprocess, sys, unicodedata
from pathlib import Path
ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"serena_fei_cv_2025.jpg": ROOT / "src/fei/serena_fei_cv_2025.page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if not p.exists():
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

cache, bad, n = {}, 0, 0
for ln, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*\S)\s*$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in cache[f]:
        bad += 1
        print(f"line {ln}: NOT FOUND in {f}: {quote}")
# gold keys and people must be consistent
import yaml
y = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
keys = set(y["people"])
used = set()
for q in y["questions"]:
    assert set(q["gold"]) <= keys, q
    used |= set(q["gold"])
if keys - used:
    print("never gold:", keys - used); bad += 1
print(f"{n} quotes checked, {bad} problems, {len(y['questions'])} questions")
sys.exit(1 if bad else 0)
