#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text.

Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file itself
(.md/.txt/.json), and src/<name>_page1.txt for the photographed page (.jpg).
Comparison ignores all whitespace and markdown ** / * markers.
Also checks: 4 questions per intent with identical gold, gold keys are known people.
Run with src/.venv/bin/python (needs python-docx, pyyaml optional).
"""
import os, re, subprocess, sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "gu_zekai_page1.txt")}


def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.\w+):\s+(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fname)):
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    # structure checks
    try:
        import yaml
        d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
        people = set(d["people"])
        by_intent = defaultdict(list)
        for q in d["questions"]:
            by_intent[q["intent"]].append(q)
            for k in q["gold"]:
                if k not in people:
                    print("unknown gold key", k, q["q"]); bad += 1
        for it, qs in by_intent.items():
            golds = {tuple(sorted(q["gold"])) for q in qs}
            if len(qs) != 4 or len(golds) != 1:
                print("intent problem", it, len(qs), golds); bad += 1
        used = {k for q in d["questions"] for k in q["gold"]}
        if people - used:
            print("never gold:", people - used); bad += 1
    except ImportError:
        print("(pyyaml not installed: structure checks skipped)")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
