"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its CV file's text."""
import os, re, subprocess, sys
import yaml
from docx import Document
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"jingwen_tian_cv_2026.jpg": os.path.join(ROOT, "src", "tj", "jingwen_tian_cv_2026.page.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read().replace("**", "")

def norm(s):
    return re.sub(r"\s+", "", s)

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^\s:]+\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", ln)
        if not m:
            continue
        n += 1
        f, q = m.group(2), m.group(3)
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(q.replace("**", "")) not in cache[f]:
            bad += 1
            print(f"line {i}: NOT FOUND in {f}: {q}")
    d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    keys = set(d["people"])
    gold_people = set()
    for q in d["questions"]:
        for k in q["gold"]:
            assert k in keys, k
            gold_people.add(k)
    missing = keys - gold_people
    if missing:
        bad += 1; print("never gold:", missing)
    print(f"{n} quotes checked, {bad} problems, {len(d['questions'])} questions")
    sys.exit(1 if bad else 0)

main()
