#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file itself (.md/.txt),
src/zawadzka_page.txt for the phone photo. Comparison ignores all whitespace, markdown ** and
PDF bullets. Also checks gold keys, gold/people coverage and the question count.
Run with src/.venv/bin/python src/check_evidence.py"""
import re, subprocess, sys
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_142215.jpg": ROOT / "src" / "zawadzka_page.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    src = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(src)
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(src.splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m:
            continue
        sign, f, quote = m.groups()
        if not (CVS / f).exists():
            continue  # not an evidence line
        n += 1
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            bad += 1
            print(f"line {i}: NOT FOUND in {f}: {quote}")
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                bad += 1; print("unknown key", g, "in", q["q"])
            used.add(g)
    for k in keys - used:
        bad += 1; print("person never gold:", k)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

main()
