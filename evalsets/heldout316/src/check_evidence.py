"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text.
Text: pdftotext for PDFs, python-docx paragraphs + table cells for DOCX, raw text for .md/.json
(markdown ** and * removed), src/photo_page_text_莘宇恒_2023.txt for the photo. Matching ignores all
whitespace and normalises a few typographic characters. Run with src/.venv/bin/python."""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20230518_莘宇恒简历.jpg": os.path.join(HERE, "photo_page_text_莘宇恒_2023.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "")
    for a, b in [("\u2010", "-"), ("\u2011", "-"), ("\u30fb", "·"), ("\u2022", ""), ("\u2019", "'")]:
        s = s.replace(a, b)
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    keys = set(data["people"])
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|json|jpg)):\s+(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fname)):
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, "in", q["q"]); bad += 1
    gold_people = {g for q in data["questions"] for g in q["gold"]}
    if keys - gold_people:
        print("never gold:", keys - gold_people); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
