"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text.
Whitespace-insensitive; markdown ** / * markers and PDF bullets ignored. The photo is checked against
the text of the page before it was photographed."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20220314_091822.jpg": os.path.join(HERE, "gao_zhiheng_old", "gao_zhiheng_2022_page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

bad = n = 0
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
    if not m:
        continue
    n += 1
    sign, f, q = m.groups()
    if norm(q) not in text_of(f.strip()):
        bad += 1
        print(f"NOT FOUND [{sign}] {f}: {q}")
print(f"{n} quotes checked, {bad} not found")
sys.exit(1 if bad else 0)
