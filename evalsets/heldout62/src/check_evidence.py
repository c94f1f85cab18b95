"""Checks that every '+ file: quote' / '- file: quote' comment in questions.yaml occurs in that
file's text (whitespace-insensitive; Markdown ** markers and PDF bullets ignored).
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt/.json: raw file;
the photo IMG_20221014_183502.jpg: src/lavoie_2022/lavoie_2022_page_text.txt (text of the page
before it was photographed). Also checks gold keys exist and every person is gold somewhere."""
import os, re, subprocess, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20221014_183502.jpg": os.path.join(HERE, "lavoie_2022", "lavoie_2022_page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
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
        t += "\n" + subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
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

qpath = os.path.join(ROOT, "questions.yaml")
lines = open(qpath, encoding="utf-8").read().splitlines()
data = yaml.safe_load("\n".join(lines))
keys = set(data["people"])
bad = 0
n = 0
in_questions = False
for i, line in enumerate(lines, 1):
    if line.startswith("questions:"):
        in_questions = True
    if not in_questions:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(.+?\.(?:pdf|docx|md|json|txt|jpg)):\s(.+)$", line)
    if not m:
        continue
    n += 1
    sign, fname, quote = m.groups()
    if norm(quote) not in text_of(fname):
        bad += 1
        print(f"line {i}: NOT FOUND in {fname}: {quote}")
gold_seen = set()
for q in data["questions"]:
    for k in q["gold"]:
        if k not in keys:
            bad += 1
            print("unknown key", k, "in", q["q"])
        gold_seen.add(k)
for k in keys - gold_seen:
    bad += 1
    print("never gold:", k)
print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
