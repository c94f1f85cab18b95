"""Checks that every '+ file: quote' / '- file: quote' in questions.yaml occurs in its file's text
(all whitespace ignored; markdown ** and * markers removed; PDF bullets removed). Also checks
that gold keys are declared people and that every person is gold somewhere."""
import re, subprocess, sys
from pathlib import Path
import yaml  # PyYAML
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261104_183322.jpg": ROOT / "src/brodersen/maelle_brodersen_cv_2026_page_text.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p)); parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts += [q.text for q in c.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

cache, bad, n = {}, 0, 0
qy = (ROOT / "questions.yaml").read_text(encoding="utf-8")
in_q = False
for line in qy.splitlines():
    if line.startswith("questions:"):
        in_q = True
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
    if not m:
        continue
    if not (CVS / m.group(2)).exists():
        if in_q:
            bad += 1; print("no such file:", line.strip())
        continue
    sign, f, quote = m.groups(); n += 1
    if f not in cache:
        cache[f] = norm(text_of(f))
    if norm(quote) not in cache[f]:
        bad += 1; print(f"MISSING {sign} {f}: {quote}")
data = yaml.safe_load(qy)
people = set(data["people"]); used = set()
for q in data["questions"]:
    for k in q["gold"]:
        if k not in people: bad += 1; print("unknown key", k, q["q"])
        used.add(k)
for k in people - used:
    bad += 1; print("never gold:", k)
print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
