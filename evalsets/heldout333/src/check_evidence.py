#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown '**'/'*' markers and PDF bullets ignored).
PDF: pdftotext; DOCX: python-docx body paragraphs + table cell paragraphs + header/footer;
.md/.txt: the file; the phone photo (.jpg): src/pt/maeve_haskett_cv_2025_page_text.txt
(pdftotext of the page before it became a photo). Also checks gold keys exist and every person is gold somewhere."""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20250611_183402.jpg": os.path.join(HERE, "pt", "maeve_haskett_cv_2025_page_text.txt")}

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
    elif name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for cell in row.cells:
                    parts.extend(p.text for p in cell.paragraphs)
        for s in d.sections:
            parts.extend(p.text for p in s.header.paragraphs)
            parts.extend(p.text for p in s.footer.paragraphs)
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    bad = n = 0
    for ln, line in enumerate(open(qpath, encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s(.+)$", line)
        if not m:
            continue
        n += 1
        fname, quote = m.group(2).strip(), m.group(3).strip()
        if norm(quote) not in text_of(fname):
            bad += 1
            print(f"line {ln}: NOT FOUND in {fname}: {quote}")
    gold_seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                bad += 1; print("unknown key", k, "in", q["q"])
            gold_seen.add(k)
    for k in keys - gold_seen:
        bad += 1; print("person never gold:", k)
    for f in sorted(os.listdir(CVS)):
        if not any(f"{f}:" in l for l in open(qpath, encoding="utf-8")):
            print("warning: file never quoted:", f)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
