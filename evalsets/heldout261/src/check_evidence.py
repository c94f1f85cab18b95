"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text.
Whitespace-insensitive; markdown '*' markers and PDF bullets '•' are ignored.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file;
the photo IMG_20261103_184512.jpg: src/sumuyan/sumuyan_2026_page.txt (page text before photographing).
Also checks gold keys, that every person is gold somewhere, and prints counts.
Run: src/.venv/bin/python src/check_evidence.py"""
import os, re, subprocess, sys
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(ROOT, "src", "sumuyan", "sumuyan_2026_page.txt")}


def norm(s):
    s = s.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    start = next(i for i, ln in enumerate(lines) if ln.startswith("questions:"))
    for i, ln in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if not m:
            continue
        sign, fn, quote = m.groups()
        n += 1
        try:
            if fn not in cache:
                cache[fn] = norm(text_of(fn))
        except FileNotFoundError as e:
            print(f"line {i}: missing file {e}"); bad += 1; continue
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    qs = data["questions"]
    golds = set()
    for q in qs:
        for k in q["gold"]:
            if k not in people:
                print("unknown gold key", k, q["q"]); bad += 1
            golds.add(k)
    for k in people:
        if k not in golds:
            print("person never gold:", k); bad += 1
    zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
    empty = sum(1 for q in qs if not q["gold"])
    tags = {}
    for q in qs:
        for t in q["tags"]:
            tags[t] = tags.get(t, 0) + 1
    print(f"{n} quotes checked, {bad} problems; {len(qs)} questions ({zh} Chinese, {len(qs)-zh} English), {empty} empty-gold")
    print("tags:", dict(sorted(tags.items())))
    print("gold sizes:", sorted(len(q["gold"]) for q in qs))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
