#!/usr/bin/env python3
"""Self-check for heldout124: every '# + file: quote' / '# - file: quote' comment in
questions.yaml must occur (whitespace-insensitive) in the text of that file.
Text: pdftotext for PDF, python-docx paragraphs + table cells for DOCX, raw file for .txt/.json,
src/tshabalala_page_text.txt for the photographed page (.jpg). Also checks YAML structure."""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_184417.jpg": os.path.join(HERE, "tshabalala_page_text.txt")}

def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    pending = []  # gold-supporting evidence files seen before each question
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    start = lines.index("questions:")
    for ln, line in enumerate(lines, 1):
        if ln <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"line {ln}: NOT FOUND in {fname}: {quote}")
    qs = data["questions"]
    for q in qs:
        for k in q["gold"]:
            if k not in people:
                bad += 1
                print("unknown key", k, "in", q["q"])
    used = {k for q in qs for k in q["gold"]}
    for k in people:
        if k not in used:
            bad += 1
            print("person never gold:", k)
    empty = sum(1 for q in qs if not q["gold"])
    zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
    print(f"{n} quotes checked, {bad} problems; {len(qs)} questions, {empty} empty-gold, {zh} Chinese")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
