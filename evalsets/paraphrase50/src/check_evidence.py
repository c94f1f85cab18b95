#!/usr/bin/env python3
"""Self-check for ../questions.yaml: every '# + file: quote' / '# - file: quote' evidence comment
must occur (whitespace-insensitive) in the text of its file in ../cvs.
Text: pdftotext for PDFs; python-docx paragraphs + table cells for DOCX; raw text for .md/.txt/.json
(markdown ** and * markers removed); for the phone photo (.jpg) the page text kept in src/.
Also checks the set's structure: 13 intents x 4 questions with identical gold, known person keys,
every person gold somewhere, every file referenced exists. Run with src/.venv/bin/python."""
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import yaml
from docx import Document

SRC = Path(__file__).resolve().parent
ROOT = SRC.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"tendai_musoni_photo.jpg": SRC / "tendai_musoni_page.txt"}


def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    suf = p.suffix.lower()
    if suf == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if suf == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    t = p.read_text(encoding="utf-8")
    if suf == ".md":
        t = t.replace("**", "").replace("*", "")
    return t


def norm(s):
    return re.sub(r"\s+", "", s)


def main():
    qpath = ROOT / "questions.yaml"
    lines = qpath.read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|json|jpg)):\s?(.*)$", line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2).strip(), m.group(3).strip()
        try:
            if f not in cache:
                cache[f] = norm(text_of(f))
        except FileNotFoundError:
            print(f"line {i}: file not found: {f}")
            bad += 1
            continue
        if norm(quote) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {quote}")
            bad += 1
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    keys = set(data["people"])
    by_intent = defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in keys:
                print(f"unknown key {g} in {q['q']}")
                bad += 1
            gold_people.add(g)
    if len(by_intent) != 13:
        print(f"expected 13 intents, got {len(by_intent)}")
        bad += 1
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print(f"intent {it}: {len(qs)} questions, {len(golds)} distinct golds")
            bad += 1
    if keys - gold_people:
        print("never gold:", sorted(keys - gold_people))
        bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
