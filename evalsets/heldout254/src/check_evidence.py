"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text.
PDF: pdftotext (default and -layout); DOCX: python-docx paragraphs + table cells; .md/.txt: the file;
kerensa_pengelly_2026.jpg: src/jc/kerensa_pengelly_2026_page.txt. Whitespace, markdown ** and '•' ignored."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"kerensa_pengelly_2026.jpg": os.path.join(HERE, "jc", "kerensa_pengelly_2026_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return a + "\n\n" + b
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

cache, bad, n = {}, 0, 0
for i, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s*(.+?)\s*$", line)
    if not m:
        continue
    n += 1
    fn, q = m.group(2), m.group(3)
    if fn not in cache:
        cache[fn] = norm(text_of(fn))
    if norm(q) not in cache[fn]:
        bad += 1
        print(f"line {i}: NOT FOUND in {fn}: {q}")
print(f"{n} quotes checked, {bad} missing")
sys.exit(1 if bad else 0)
