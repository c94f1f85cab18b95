#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive) in the text of that file, and that gold keys are declared people.
Run with the venv: src/.venv/bin/python src/check_evidence.py"""
import json, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"lior_abramov_cv_2026.jpg": ROOT / "src/ar/lior_abramov_2026_page.txt"}

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    return re.sub(r"\s+", "", s)

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    people = set()
    in_people = in_questions = False
    for ln in lines:
        if ln.startswith("questions:"):
            in_questions = True; continue
        if ln.startswith("people:"):
            in_people = True; continue
        if in_people:
            m = re.match(r"  ([A-Z]+):", ln)
            if m: people.add(m.group(1)); continue
            in_people = False
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", ln)
        if m and in_questions:
            n += 1
            f, quote = m.group(2).strip(), m.group(3).strip()
            if not (CVS / f).exists():
                print("MISSING FILE:", f); bad += 1; continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print(f"NOT FOUND in {f}: {quote}"); bad += 1
        g = re.search(r"gold: \[([^\]]*)\]", ln)
        if g:
            for k in [x.strip() for x in g.group(1).split(",") if x.strip()]:
                if k not in people:
                    print("UNKNOWN KEY:", k, "in", ln.strip()); bad += 1
    print(f"{n} quotes checked, {bad} problems, people={sorted(people)}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
