#!/usr/bin/env python3
"""Self-check for questions.yaml: every '# + file: quote' / '# - file: quote' evidence comment
must occur (whitespace-insensitive; markdown ** markers ignored) in the text of its file:
pdftotext for PDFs, python-docx paragraphs + table cells for DOCX, the raw file for
.md/.txt/.json, and for the phone photo (.jpg) the pdftotext of the page before it was
photographed (src/g/zhang_jiayue_page_text.txt). Also checks the question structure
(13 intents x 4 questions, same gold within an intent, gold keys in people:).
Usage: src/.venv/bin/python src/check_evidence.py [--dump DIR]"""
import os, re, subprocess, sys, json
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"仉嘉岳 简历 拍照.jpg": os.path.join(ROOT, "src", "g", "zhang_jiayue_page_text.txt")}


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    texts = {fn: text_of(fn) for fn in sorted(os.listdir(CVS))}
    if "--dump" in sys.argv:
        out = sys.argv[sys.argv.index("--dump") + 1]
        os.makedirs(out, exist_ok=True)
        for fn, t in texts.items():
            open(os.path.join(out, fn + ".txt"), "w", encoding="utf-8").write(t)
    ntexts = {fn: norm(t) for fn, t in texts.items()}
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    bad = 0; n = 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if not m:
            continue
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if fn not in ntexts:
            continue  # a comment line that is not evidence
        n += 1
        if norm(quote) not in ntexts[fn]:
            bad += 1
            print(f"line {i}: NOT FOUND in {fn}: {quote}")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    intents = {}
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in people:
                bad += 1; print("unknown gold key", g, q["q"])
        intents.setdefault(q["intent"], []).append(q)
    for it, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            bad += 1; print("intent problem", it, len(qs), golds)
    used = {g for q in data["questions"] for g in q["gold"]}
    for k in people:
        if k not in used:
            bad += 1; print("person never gold:", k)
    # every evidence file must be a real file
    print(f"{n} evidence quotes checked, {len(data['questions'])} questions, {len(intents)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
