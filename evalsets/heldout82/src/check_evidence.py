"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that
file's text (whitespace-insensitive, Unicode NFC). PDF: pdftotext (raw and -layout); DOCX: python-docx paragraphs
+ table cells; JSON/MD: the file; the photo: src/qu_mingyan_page.txt (text of the page before it
was photographed). Markdown ** / * / ` markers and PDF bullets are ignored. Also checks gold keys."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_142215.jpg": os.path.join(HERE, "qu_mingyan_page.txt")}

def norm(t):
    t = unicodedata.normalize("NFC", t)
    t = t.replace("**", "").replace("`", "").replace("•", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def texts(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    out = []
    if fn in PHOTO_TEXT:
        out.append(open(PHOTO_TEXT[fn], encoding="utf-8").read())
    elif fn.endswith(".pdf"):
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, p, "-"], capture_output=True, text=True).stdout)
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        out.append("\n".join(parts))
    else:
        out.append(open(p, encoding="utf-8").read())
    _cache[fn] = [norm(x) for x in out]
    return _cache[fn]

def main():
    path = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(path, encoding="utf-8"))
    keys = set(data["people"])
    bad = n = 0
    for line in open(path, encoding="utf-8"):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m or not (m.group(2).endswith((".pdf", ".docx", ".md", ".json", ".jpg"))):
            continue
        n += 1
        fn, q = m.group(2), m.group(3)
        if not os.path.exists(os.path.join(CVS, fn)):
            print("MISSING FILE", fn); bad += 1; continue
        if not any(norm(q) in t for t in texts(fn)):
            print("NOT FOUND", fn, "::", q); bad += 1
    gold_seen = set()
    for qq in data["questions"]:
        for g in qq["gold"]:
            if g not in keys:
                print("UNKNOWN KEY", g, qq["q"]); bad += 1
            gold_seen.add(g)
    if keys - gold_seen:
        print("NEVER GOLD", keys - gold_seen); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
