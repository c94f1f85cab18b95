"""Self-check: every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.

Text sources: pdftotext (default and -layout modes) for PDFs; python-docx paragraphs, table cells
and header/footer paragraphs for DOCX; the raw file for .md/.txt/.json (markdown ** and * removed).
Matching ignores all whitespace and PDF bullets. Also checks the intent structure
(4 questions per intent, same gold, 2 English + 2 Chinese) and that every person is gold somewhere.
Run with the venv python: .venv/bin/python check_evidence.py
"""
import os
import re
import subprocess
import sys

import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")


def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)


def texts(fn):
    p = os.path.join(CVS, fn)
    out = []
    if fn.endswith(".pdf"):
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, p, "-"], capture_output=True,
                                      text=True, check=True).stdout)
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs]
            parts += [para.text for para in s.footer.paragraphs]
        out.append("\n".join(parts))
    else:
        raw = open(p, encoding="utf-8").read()
        if fn.endswith(".md"):
            raw = raw.replace("**", "").replace("*", "")
        out.append(raw)
    return [norm(t) for t in out]


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json)):\s(.*)$", line)
        if not m:
            continue
        fn, quote = m.group(2), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {i}: no such file {fn}")
            bad += 1
            continue
        if fn not in cache:
            cache[fn] = texts(fn)
        n += 1
        if not any(norm(quote) in t for t in cache[fn]):
            print(f"line {i}: NOT FOUND in {fn}: {quote}")
            bad += 1
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(data["people"])
    intents, gold_any = {}, set()
    for q in data["questions"]:
        intents.setdefault(q["intent"], []).append(q)
        gold_any |= set(q["gold"])
        unknown = set(q["gold"]) - people
        if unknown:
            print("unknown keys", unknown, q["q"])
            bad += 1
    for name, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            print(f"intent {name}: {len(qs)} questions, {len(golds)} golds, {zh} Chinese")
            bad += 1
    if people - gold_any:
        print("never gold:", people - gold_any)
        bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(intents)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
