"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** markers and PDF bullets ignored), that every question's gold
keys are known people, and that every person is gold somewhere."""
import re, subprocess, sys, pathlib
import yaml
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src/nandita_raghavan/nandita_raghavan_page.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if not p.exists():
        raise SystemExit(f"missing file: {name}")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

cache = {}
bad = 0; n = 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s(.*)$", line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    if fname not in cache:
        cache[fname] = norm(text_of(fname))
    n += 1
    if norm(quote) not in cache[fname]:
        bad += 1
        print(f"line {i}: NOT FOUND in {fname}: {quote}")

data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
keys = set(data["people"])
used = set()
for q in data["questions"]:
    for g in q["gold"]:
        if g not in keys:
            bad += 1; print("unknown key", g, q["q"])
        used.add(g)
for k in keys - used:
    bad += 1; print("never gold:", k)
print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
