#!/usr/bin/env python3
"""Self-check for heldout225: every '+'/'-' evidence quote in questions.yaml must occur in the
text of its CV file (whitespace-insensitive; markdown #/* markers ignored). Also checks gold keys."""
import os, re, subprocess, sys
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
# text of the photographed page (the .jpg has no text layer)
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(ROOT, "src", "hafiz_zulkarnain", "hafiz_zulkarnain_cv_2026_page_text.txt")}

def norm(s):
    s = re.sub(r"[#*]", "", s)
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    path = os.path.join(CVS, fn)
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif fn.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    people, errors, nq, n_ev = set(), [], 0, 0
    in_people = False
    gold_seen = set()
    for i, line in enumerate(lines, 1):
        if line.startswith("people:"):
            in_people = True; continue
        if line.startswith("questions:"):
            in_people = False; continue
        if in_people:
            m = re.match(r"\s+([A-Z]{2}):", line)
            if m: people.add(m.group(1))
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", line)
        if m and m.group(2).strip().endswith((".pdf", ".docx", ".md", ".txt", ".jpg")):
            n_ev += 1
            fn, quote = m.group(2).strip(), m.group(3).strip()
            try:
                if norm(quote) not in text_of(fn):
                    errors.append(f"line {i}: quote not found in {fn}: {quote}")
            except FileNotFoundError as e:
                errors.append(f"line {i}: missing file {e}")
        q = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", line)
        if q:
            nq += 1
            for k in [x.strip() for x in q.group(2).split(",") if x.strip()]:
                gold_seen.add(k)
                if k not in people:
                    errors.append(f"line {i}: unknown gold key {k}")
        elif line.strip().startswith("- {q:"):
            errors.append(f"line {i}: could not parse question line")
    for p in sorted(people - gold_seen):
        errors.append(f"person {p} is never gold")
    print(f"{nq} questions, {n_ev} evidence quotes, {len(people)} people")
    for e in errors:
        print("ERROR", e)
    if errors:
        sys.exit(1)
    print("OK")

if __name__ == "__main__":
    main()
