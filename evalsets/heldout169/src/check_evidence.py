"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and * markers ignored; PDF bullets ignored), that every gold key
is in people:, and prints per-question stats. The .jpg photo is checked against the text of the page it
was made from (src/wang_ruohe_2026_page.txt)."""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"汪若禾_简历_2026.jpg": os.path.join(HERE, "wang_ruohe_2026_page.txt")}

def norm(t):
    t = t.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise SystemExit(f"missing CV file: {name}")
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(p, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    path = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(path, encoding="utf-8"))
    people = data["people"]
    lines = open(path, encoding="utf-8").read().splitlines()
    bad = 0; n = 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if not m:
            continue
        sign, f, quote = m.groups()
        if not (f.endswith((".pdf", ".docx", ".md", ".txt", ".jpg"))):
            continue
        n += 1
        if norm(quote) not in text_of(f):
            bad += 1
            print(f"line {i}: NOT FOUND in {f}: {quote}")
    qs = data["questions"]
    for q in qs:
        for g in q["gold"]:
            if g not in people:
                bad += 1; print("unknown gold key", g, "in", q["q"])
    gold_people = {g for q in qs for g in q["gold"]}
    for k in people:
        if k not in gold_people:
            print("WARNING: never gold:", k)
    zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
    empty = sum(1 for q in qs if not q["gold"])
    print(f"{n} quotes checked, {bad} problems; {len(qs)} questions ({zh} Chinese, {empty} empty-gold)")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
