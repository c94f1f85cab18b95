#!/usr/bin/env python3
"""Self-check for paraphrase265/questions.yaml.

Every '# + file: quote' / '# - file: quote' comment must occur verbatim (whitespace-insensitive,
markdown ** markers and PDF bullets ignored) in the text of its file:
pdftotext for PDFs, python-docx paragraphs + table cells for DOCX, the raw file for md/txt/json,
and src/ran_jiayi_page.txt for the photographed page. Also checks the 4-per-intent structure.
"""
import re, subprocess, sys
from collections import defaultdict
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"冉嘉屹_简历照片.jpg": ROOT / "src" / "ran_jiayi_page.txt"}


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True,
                              text=True, check=True).stdout + "\n" + \
               subprocess.run(["pdftotext", str(p), "-"], capture_output=True,
                              text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs + s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    src = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(src)
    errors = []
    cache = {}
    n = 0
    for line in src.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s+(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not (CVS / fname).exists():
            errors.append(f"missing file {fname}")
            continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            errors.append(f"{sign} {fname}: quote not found: {quote}")
    people = set(data["people"])
    by_intent = defaultdict(list)
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                errors.append(f"unknown gold key {g} in {q['q']}")
        if "paraphrase" not in q["tags"]:
            errors.append(f"no paraphrase tag: {q['q']}")
    for intent, qs in by_intent.items():
        if len(qs) != 4:
            errors.append(f"{intent}: {len(qs)} questions, want 4")
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(golds) != 1:
            errors.append(f"{intent}: gold differs across phrasings: {golds}")
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if zh != 2:
            errors.append(f"{intent}: {zh} Chinese phrasings, want 2")
    gold_people = {g for q in data["questions"] for g in q["gold"]}
    for p in people - gold_people:
        errors.append(f"person {p} is never gold")
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents")
    for e in errors:
        print("FAIL", e)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
