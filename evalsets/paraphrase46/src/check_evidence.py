#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that
file's text (whitespace-insensitive), and basic consistency of the question list."""
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261104_183512.jpg": ROOT / "src" / "seow_kai_ling_photo_page.txt"}


def text_of(name):
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs]
            parts += [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.*)$", line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2).strip(), m.group(3).strip()
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            bad += 1
            print(f"line {i}: NOT FOUND in {f}: {quote}")
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    by_intent = defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        unknown = set(q["gold"]) - keys
        if unknown:
            bad += 1
            print("unknown keys", unknown, q["q"])
        gold_people |= set(q["gold"])
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            bad += 1
            print(f"intent {it}: {len(qs)} questions, {len(golds)} distinct golds")
    if keys - gold_people:
        bad += 1
        print("never gold:", keys - gold_people)
    used = {f for f in cache}
    for p in CVS.iterdir():
        if p.name not in used:
            print("note: no evidence quoted from", p.name)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
