#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** and * removed). PDF: pdftotext; DOCX: paragraphs + table cells;
JPG: the page text kept in src/ (the photo has no text layer)."""
import os, re, subprocess, sys
import yaml  # noqa  (only to validate the YAML parses)
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_183412.jpg": os.path.join(HERE, "qiao_wanru_2026_page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    bad, n = 0, 0
    cache = {}
    started = False
    for ln, line in enumerate(open(qpath, encoding="utf-8"), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if not m:
            continue
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"L{ln}: no such file {fn}"); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"L{ln}: NOT FOUND in {fn}: {quote}"); bad += 1
    gold_people = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("unknown key", k, q["q"]); bad += 1
            gold_people.add(k)
    if keys - gold_people:
        print("never gold:", keys - gold_people); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
