#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' evidence comment in ../questions.yaml:
the quote must occur (whitespace-insensitive, markdown ** and PDF bullets ignored) in the text of
cvs/<file>: pdftotext (raw and -layout) for PDFs, python-docx paragraphs + table cells for DOCX,
the file itself for .md/.txt/.json. Also checks that the 4 questions of each intent share one gold.
Run with src/.venv/bin/python."""
import os, re, subprocess, sys
from collections import defaultdict
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def texts(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    out = []
    if fn.endswith(".pdf"):
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, p, "-"], capture_output=True, text=True, check=True).stdout)
    elif fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        out.append("\n".join(parts))
    else:
        out.append(open(p, encoding="utf-8").read())
    _cache[fn] = [norm(t) for t in out]
    return _cache[fn]

def main():
    bad = 0; n = 0
    for i, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+([\w.\-]+\.(?:pdf|docx|md|txt|json)):\s?(.*)$", line)
        if not m:
            continue
        n += 1
        fn, quote = m.group(2), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {i}: missing file {fn}"); bad += 1; continue
        if not any(norm(quote) in t for t in texts(fn)):
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    golds = defaultdict(set); counts = defaultdict(int)
    for q in data["questions"]:
        golds[q["intent"]].add(tuple(sorted(q["gold"]))); counts[q["intent"]] += 1
        for k in q["gold"]:
            if k not in data["people"]:
                print("unknown key", k, q["q"]); bad += 1
    for it, g in golds.items():
        if len(g) != 1 or counts[it] != 4:
            print(f"intent {it}: {counts[it]} questions, golds {g}"); bad += 1
    used = {k for q in data["questions"] for k in q["gold"]}
    for k in data["people"]:
        if k not in used:
            print("person never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
