#!/usr/bin/env python3
"""Self-check for paraphrase95/questions.yaml.

- every "# + file: quote" / "# - file: quote" evidence line must occur in that file's text
  (whitespace-insensitive; markdown * markers ignored; PDFs via pdftotext raw and -layout;
  DOCX via python-docx paragraphs + table cells; the photo via src/ao_qingye_page.txt);
- every intent has exactly 4 questions (2 English, 2 Chinese) with identical gold;
- gold keys exist in people:, every person is gold somewhere, empty-gold tags match.
Run with src/.venv/bin/python src/check_evidence.py
"""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184522.jpg": os.path.join(ROOT, "src", "ao_qingye_page.txt")}

def norm(s):
    s = s.replace("*", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def texts(fname):
    if fname in _cache:
        return _cache[fname]
    path = os.path.join(CVS, fname)
    if not os.path.exists(path):
        raise SystemExit(f"missing CV file: {fname}")
    out = []
    if fname in PHOTO_TEXT:
        out.append(open(PHOTO_TEXT[fname], encoding="utf-8").read())
    elif fname.endswith(".pdf"):
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, path, "-"], capture_output=True, text=True, check=True).stdout)
    elif fname.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        out.append("\n".join(parts))
    else:
        out.append(open(path, encoding="utf-8").read())
    _cache[fname] = [norm(t) for t in out]
    return _cache[fname]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    errors, n_ev = [], 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not (fname.endswith((".pdf", ".docx", ".md", ".txt", ".json", ".jpg"))):
            continue
        n_ev += 1
        if not any(norm(quote) in t for t in texts(fname)):
            errors.append(f"line {i}: quote not found in {fname}: {quote}")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                errors.append(f"unknown gold key {k} in {q['q']}")
        gold_people.update(q["gold"])
        if ("empty-gold" in q["tags"]) != (len(q["gold"]) == 0):
            errors.append(f"empty-gold tag mismatch: {q['q']}")
        if "paraphrase" not in q["tags"]:
            errors.append(f"missing paraphrase tag: {q['q']}")
        by_intent[q.get("intent")].append(q)
    for intent, qs in by_intent.items():
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or zh != 2:
            errors.append(f"{intent}: {len(qs)} questions, {zh} Chinese")
        if len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            errors.append(f"{intent}: gold differs between phrasings")
    for k in people:
        if k not in gold_people:
            errors.append(f"person {k} is never gold")
    sizes = sorted({len(qs[0]["gold"]) for qs in by_intent.values()})
    print(f"{n_ev} evidence quotes, {len(data['questions'])} questions, {len(by_intent)} intents, gold sizes {sizes}")
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    print("OK")

if __name__ == "__main__":
    main()
