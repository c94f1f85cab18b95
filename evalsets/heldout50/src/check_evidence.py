"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive). PDFs: pdftotext; DOCX: python-docx paragraphs, table cells, headers and
footers; .md: file text with ** / * markers removed; the photo: the text of its page kept in src/.
Also checks gold keys are in people: and that every person is gold somewhere."""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20220418_213355.jpg": os.path.join(HERE, "chu_zhihang_2022_photo_page.txt")}

def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        sys.exit(f"missing file {fn}")
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    if fn.endswith((".md", ".txt")):
        return open(p, encoding="utf-8").read().replace("**", "").replace("*", "")
    sys.exit(f"no reader for {fn}")

src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
data = yaml.safe_load(src)
cache, bad, n = {}, 0, 0
for line in src.splitlines():
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
    if not m:
        continue
    n += 1
    fn, quote = m.group(2), m.group(3).strip()
    if fn not in cache:
        cache[fn] = norm(text_of(fn))
    if norm(quote) not in cache[fn]:
        bad += 1
        print(f"NOT FOUND [{m.group(1)}] {fn}: {quote}")
people = set(data["people"])
seen = set()
for q in data["questions"]:
    for k in q["gold"]:
        if k not in people:
            bad += 1; print("unknown key", k, q["q"])
        seen.add(k)
for k in people - seen:
    bad += 1; print("never gold:", k)
qs = data["questions"]
zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
print(f"{n} quotes checked, {bad} problems; {len(qs)} questions ({zh} Chinese), "
      f"{sum(1 for q in qs if not q['gold'])} empty-gold")
sys.exit(1 if bad else 0)
