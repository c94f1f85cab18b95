#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** and # markers and PDF bullets ignored) in the file's text.
Also checks the paraphrase structure: 13 intents x 4 questions with identical gold."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_183015.jpg": os.path.join(HERE, "photo", "gong_zhenting_page.txt")}

def norm(t):
    t = t.replace("**", "").replace("#", "").replace("•", "")
    return re.sub(r"\s+", "", t)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    path = os.path.join(ROOT, "questions.yaml")
    lines = open(path, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index("questions:")  # evidence comments live in the questions list only
    for i, ln in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if not m:
            continue
        fname, quote = m.group(2).strip(), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fname)):
            bad += 1; print(f"line {i}: no such file {fname}"); continue
        n += 1
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
    data = yaml.safe_load(open(path, encoding="utf-8"))
    keys = set(data["people"])
    by = collections.defaultdict(list)
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                bad += 1; print("unknown key", g, q["q"])
        by[q["intent"]].append(q)
    for it, qs in sorted(by.items()):
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            bad += 1; print("intent problem", it, len(qs), golds)
    used = {g for q in data["questions"] for g in q["gold"]}
    if used != keys:
        bad += 1; print("never gold:", keys - used)
    print(f"{n} evidence quotes checked, {len(by)} intents, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
