"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs (whitespace-
insensitive) in the text of its file. PDFs: pdftotext; DOCX: python-docx paragraphs + table cells;
.txt/.json: the file; the photo .jpg: src/rong_jinyu_2023_zh.page.txt (text of the printed page).
Also checks that gold keys exist, every person is gold somewhere, and the file parses.
Run: src/.venv/bin/python src/check_evidence.py"""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20231105_142233.jpg": os.path.join(HERE, "rong_jinyu_2023_zh.page.txt")}


def text_of(name):
    path = os.path.join(CVS, name)
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


def norm(s):
    return re.sub(r"\s+", "", s)


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index("questions:")  # header gold-rule bullets are not evidence
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fname)):
            print(f"L{i}: no such file {fname}")
            bad += 1
            continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"L{i}: NOT FOUND in {fname}: {quote}")
            bad += 1
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    seen = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown gold key", g, "in", q["q"])
                bad += 1
            seen.add(g)
    for k in keys - seen:
        print("person never gold:", k)
        bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
