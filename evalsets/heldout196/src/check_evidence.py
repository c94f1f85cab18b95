"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.
Whitespace is ignored entirely (pdftotext spaces CJK/Latin runs), as are PDF bullets.
Also checks that every gold key is in people: and every person is gold somewhere."""
import re, subprocess, sys, pathlib, yaml
from docx import Document

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"雍立川_简历_2026.jpg": HERE / "yong_lichuan_2026_page.txt"}

def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

cache = {}
def text_of(name):
    if name in cache:
        return cache[name]
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif p.suffix == ".docx":
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    cache[name] = norm(t)
    return cache[name]

bad = n = 0
for line in (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines():
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    if not (CVS / fname).exists():
        continue  # header prose, not an evidence line
    n += 1
    if norm(quote) not in text_of(fname):
        bad += 1
        print(f"NOT FOUND [{sign}] {fname}: {quote}")

d = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
keys = set(d["people"])
used = set()
for q in d["questions"]:
    for g in q["gold"]:
        if g not in keys:
            bad += 1; print("unknown gold key", g, q["q"])
        used.add(g)
for k in keys - used:
    bad += 1; print("person never gold:", k)
print(f"{n} quotes checked, {len(d['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
