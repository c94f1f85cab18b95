"""Check every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and * markers ignored; PDF bullets ignored).
The photo's text is src/zaremba/zaremba_2026_page_text.txt. Also checks YAML and gold keys."""
import os, re, sys, subprocess
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261018_0932.jpg": os.path.join(HERE, "zaremba", "zaremba_2026_page_text.txt")}

def norm(t):
    t = t.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", t)

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    bad = 0
    cache = {}
    n = 0
    for line in open(qpath, encoding="utf-8"):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s(.*)$", line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fn)):
            print("MISSING FILE", fn); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"NOT FOUND [{sign}] {fn}: {quote}"); bad += 1
    gold_seen = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("UNKNOWN KEY", g, q["q"]); bad += 1
            gold_seen.add(g)
    if keys - gold_seen:
        print("never gold:", keys - gold_seen); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

main()
