"""Checks every '+'/'-' evidence quote in questions.yaml against its CV file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), raw file (.txt/.json/.md);
for the photographed page (.jpg) the pdftotext of the page before it became a photo
(src/gareth_polglase_2026_page.txt). Comparison ignores all whitespace and applies NFKC.
Also checks that every gold person has at least one '+' line and that every person is gold somewhere.
Exit 1 on any failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261112_094418.jpg": ROOT / "src" / "gareth_polglase_2026_page.txt"}
OWNER = {"bram_kooistra.pdf": "BK", "xun_wanzhou_jianli.pdf": "XWZ", "lena_tuilagi_cv.docx": "LT",
         "ji_haicheng_resume.json": "JHC", "gareth_polglase_cv_2020.txt": "GP",
         "IMG_20261112_094418.jpg": "GP"}

def norm(s):
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", s))

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs + s.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
data = yaml.safe_load("\n".join(lines))
fails, pending, qi, checked = [], [], 0, 0
gold_people = set()
for ln in lines:
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|json|txt|jpg|md)):\s+(.*\S)\s*$", ln)
    if m:
        sign, f, quote = m.groups()
        if not (CVS / f).exists():
            fails.append(f"missing file {f}: {ln.strip()}"); continue
        checked += 1
        if norm(quote) not in text_of(f):
            fails.append(f"quote not found in {f}: {quote}")
        pending.append((sign, f))
        continue
    if re.match(r"\s*- \{q:", ln):
        q = data["questions"][qi]; qi += 1
        gold = set(q["gold"]); gold_people |= gold
        plus_owners = {OWNER[f] for s, f in pending if s == "+"}
        for g in gold - plus_owners:
            fails.append(f"no + evidence for {g} in: {q['q']}")
        for s, f in pending:
            if s == "+" and OWNER[f] not in gold:
                fails.append(f"+ line from non-gold {OWNER[f]} ({f}) in: {q['q']}")
        pending = []
for k in data["people"]:
    if k not in gold_people:
        fails.append(f"{k} is never gold")
assert qi == len(data["questions"]), (qi, len(data["questions"]))
for f in fails:
    print("FAIL", f)
print(f"{checked} quotes checked, {len(data['questions'])} questions, {len(fails)} failures")
sys.exit(1 if fails else 0)
