"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive). Also sanity-checks gold keys and counts."""
import os, re, subprocess, sys
import yaml  # PyYAML from system python or venv
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261014_183502.jpg": os.path.join(HERE, "wc", "wuchuhang_en_photo_page.txt")}

def norm(t):
    t = t.replace("**", "").replace("•", "").replace("·", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise SystemExit(f"missing file {fn}")
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
bad = 0; n = 0
for line in src.splitlines():
    m = re.match(r"\s*# ([+-]) (\S+\.(?:pdf|docx|md|txt|jpg)): (.+)$", line)
    if not m:
        continue
    n += 1
    fn, q = m.group(2).strip(), m.group(3)
    if norm(q) not in text_of(fn):
        bad += 1
        print(f"NOT FOUND in {fn}: {q}")
data = yaml.safe_load(src)
keys = set(data["people"])
used = set()
for q in data["questions"]:
    for g in q["gold"]:
        assert g in keys, g
        used.add(g)
print(f"{n} quotes checked, {bad} missing; {len(data['questions'])} questions; "
      f"empty={sum(1 for q in data['questions'] if not q['gold'])}; people never gold: {sorted(keys-used)}")
sys.exit(1 if bad or keys - used else 0)
