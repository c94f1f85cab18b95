"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the file's
text (whitespace-insensitive; markdown ** / * markers ignored; PDF bullets ignored).
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.json: raw file;
.jpg: the page text kept in src/<stem>.page.txt."""
import os, re, subprocess, sys
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        sys.exit(f"missing file: {fn}")
    ext = fn.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if ext == "docx":
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if ext in ("jpg", "jpeg", "png"):
        return open(os.path.join(HERE, fn.rsplit(".", 1)[0] + ".page.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

cache, bad, n = {}, 0, 0
for i, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|json|jpg|txt)):\s*(.+?)\s*$", line)
    if not m:
        continue
    n += 1
    fn, quote = m.group(2), m.group(3)
    if fn not in cache:
        cache[fn] = norm(text_of(fn))
    if norm(quote) not in cache[fn]:
        bad += 1
        print(f"line {i}: NOT FOUND in {fn}: {quote}")
print(f"{n} quotes checked, {bad} not found")
sys.exit(1 if bad else 0)
