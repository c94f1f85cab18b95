#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive), that gold keys exist in people:, and that every person is gold somewhere.
Run with src/.venv/bin/python (needs python-docx, pyyaml optional)."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
# the photo has no text layer: use the page text saved before it was photographed
PHOTO_TEXT = {"IMG_20261103_141522.jpg": os.path.join(HERE, "lb", "leonor_baptista_page.txt")}

def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    people, gold_seen = set(), set()
    in_people = in_q = False
    for i, ln in enumerate(lines, 1):
        if ln.startswith("people:"):
            in_people = True; continue
        if ln.startswith("questions:"):
            in_people = False; in_q = True
        if in_people:
            m = re.match(r"\s+([A-Z]+):", ln)
            if m: people.add(m.group(1))
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if in_q and m:
            sign, f, quote = m.groups()
            if not os.path.exists(os.path.join(CVS, f)):
                print(f"line {i}: no such file {f}"); bad += 1; continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            n += 1
            if norm(quote) not in cache[f]:
                print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
        g = re.search(r"gold:\s*\[([^\]]*)\]", ln)
        if g:
            for k in [x.strip() for x in g.group(1).split(",") if x.strip()]:
                if k not in people:
                    print(f"line {i}: unknown key {k}"); bad += 1
                gold_seen.add(k)
    for k in sorted(people - gold_seen):
        print(f"person {k} is never gold"); bad += 1
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
