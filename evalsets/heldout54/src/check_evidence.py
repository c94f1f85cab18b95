"""Checks every '# + file: quote' / '# - file: quote' line of ../questions.yaml against the text
of the named file in ../cvs (whitespace-insensitive, NFKC). Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_手机拍摄_简历.jpg": os.path.join(HERE, "bao_shuhe_2026_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
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
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    keys = set(data["people"])
    cache, fails, n, pending, qi = {}, 0, 0, [], 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*)$", ln)
        if m:
            n += 1
            sign, f, quote = m.groups()
            try:
                t = cache.setdefault(f, norm(text_of(f)))
            except Exception as e:
                print("FAIL (file)", f, e); fails += 1; continue
            if norm(quote) not in t:
                print("FAIL", f, "|", quote); fails += 1
            pending.append(sign)
        elif re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            for g in q["gold"]:
                if g not in keys:
                    print("FAIL unknown key", g, q["q"]); fails += 1
            if q["gold"] and "+" not in pending:
                print("FAIL no + evidence:", q["q"]); fails += 1
            if not q["gold"] and "empty-gold" not in q["tags"]:
                print("FAIL empty gold without tag:", q["q"]); fails += 1
            pending = []
    assert qi == len(data["questions"])
    gold_people = {g for q in data["questions"] for g in q["gold"]}
    for k in keys - gold_people:
        print("FAIL never gold:", k); fails += 1
    print(f"{n} evidence lines, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)

main()
