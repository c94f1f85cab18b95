#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' comment in ../questions.yaml:
the quote must occur (whitespace-insensitive, NFKC, markdown ** removed) in the file's text, and
every gold person of a question must have at least one '+' line in one of their own files.
Text sources: PDF -> pdftotext; DOCX -> python-docx body paragraphs + table-cell paragraphs;
.md/.txt -> the file; the photo .jpg -> src/quilligan/nessa_quilligan_2026_page.txt (pdftotext of
the page before it was photographed). Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"nessa_quilligan_cv_photo.jpg": os.path.join(HERE, "quilligan", "nessa_quilligan_2026_page.txt")}
OWNER = {
    "晁立昂_电力电子工程师.pdf": "CLA", "聂清禾_简历.md": "NQH", "ruth_ollerenshaw_cv.docx": "ROL",
    "matteo_gervasoni_cv.pdf": "MGE", "nessa_quilligan_cv_2019.txt": "NQU",
    "nessa_quilligan_cv_photo.jpg": "NQU",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts += [p.text for p in c.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    fails, n, pending, qi = 0, 0, [], 0
    assert set(OWNER) == set(os.listdir(CVS)), sorted(set(os.listdir(CVS)) ^ set(OWNER))
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            n += 1
            if f not in OWNER:
                print("UNKNOWN FILE:", ln); fails += 1; continue
            if norm(quote) not in text_of(f):
                print("NOT FOUND:", f, "|", quote); fails += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            plus = {OWNER[f] for s, f in pending if s == "+"}
            for g in q["gold"]:
                if g not in plus:
                    print("NO + EVIDENCE for", g, "in:", q["q"]); fails += 1
            for g in plus - set(q["gold"]):
                print("+ line for non-gold", g, "in:", q["q"]); fails += 1
            pending = []
    assert qi == len(data["questions"])
    gold_people = {g for q in data["questions"] for g in q["gold"]}
    for k in data["people"]:
        if k not in gold_people:
            print("never gold:", k); fails += 1
    print(f"{n} evidence lines, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)

main()
