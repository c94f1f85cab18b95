#!/usr/bin/env python3
"""Self-check for heldout163: every '# + file: quote' / '# - file: quote' comment in questions.yaml must
occur verbatim (whitespace-insensitive; markdown ** and PDF bullets ignored) in the text of that file.
PDF: pdftotext (raw and -layout). DOCX: python-docx body paragraphs + table cell paragraphs.
.md/.txt: the file. The phone photo (.jpg) is checked against the page text kept in src/."""
import re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261024_183512.jpg": ROOT / "src/sanne_2026/sanne_cv_2026_page.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def texts(name):
    f = CVS / name
    if not f.exists():
        sys.exit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text(encoding="utf-8")]
    if f.suffix == ".pdf":
        return [subprocess.run(["pdftotext"] + extra + [str(f), "-"], capture_output=True, text=True, check=True).stdout
                for extra in ([], ["-layout"])]
    if f.suffix == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts += [p.text for p in c.paragraphs]
        return ["\n".join(parts)]
    return [f.read_text(encoding="utf-8")]

cache, bad, n = {}, 0, 0
for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
    if not m:
        continue
    n += 1
    name, quote = m.group(2), m.group(3)
    if name not in cache:
        cache[name] = [norm(t) for t in texts(name)]
    if not any(norm(quote) in t for t in cache[name]):
        bad += 1
        print(f"line {i}: NOT FOUND in {name}: {quote}")
# every gold key must exist in people:
import yaml
data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
for q in data["questions"]:
    for k in q["gold"]:
        if k not in data["people"]:
            bad += 1; print("unknown key", k, "in", q["q"])
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
