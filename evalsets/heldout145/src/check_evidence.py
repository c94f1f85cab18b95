"""Checks every '# + file: quote' / '# - file: quote' comment in questions.yaml against the file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .jpg: src/<stem>_page.txt; .md/.txt: the file.
Whitespace, markdown ** markers and PDF bullets are ignored. Run with src/.venv/bin/python."""
import re, subprocess, sys, pathlib
import yaml  # noqa  (only used to validate questions.yaml parses)
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"siobhan_keohane_cv.jpg": SRC / "siobhan_keohane_page.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache = {}
def text_of(name):
    if name in cache:
        return cache[name]
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file {name}")
    if name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    elif name.endswith(".docx"):
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    elif name.endswith(".jpg"):
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    else:
        t = p.read_text(encoding="utf-8")
    cache[name] = norm(t)
    return cache[name]

qy = (ROOT / "questions.yaml").read_text(encoding="utf-8")
data = yaml.safe_load(qy)
bad = n = 0
for line in qy.splitlines():
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*)$", line)
    if not m:
        continue
    n += 1
    sign, fn, quote = m.groups()
    if norm(quote) not in text_of(fn):
        bad += 1
        print(f"NOT FOUND {sign} {fn}: {quote}")
# every gold key is a person; every person gold somewhere
keys = set(data["people"])
golds = set()
for q in data["questions"]:
    assert set(q["gold"]) <= keys, q
    golds |= set(q["gold"])
print(f"{n} quotes checked, {bad} not found; {len(data['questions'])} questions; people never gold: {sorted(keys - golds)}")
sys.exit(1 if bad or keys - golds else 0)
