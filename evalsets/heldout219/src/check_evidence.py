#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive). PDFs: pdftotext raw and -layout; DOCX: python-docx paragraphs and
table cells; .txt: the file; the photo .jpg: src/<page text> made before it was photographed.
Also checks: every gold key has at least one '+' line, every person is gold somewhere,
keys are in people:. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml  # PyYAML (pip install pyyaml in the venv)
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"eilidh_carmichael_cv_2026.jpg": os.path.join(HERE, "eilidh_carmichael_2026_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

_cache = {}
def texts(fn):
    if fn in _cache:
        return _cache[fn]
    path = os.path.join(CVS, fn)
    out = []
    if fn in PHOTO_TEXT:
        out.append(open(PHOTO_TEXT[fn], encoding="utf-8").read())
    elif fn.endswith(".pdf"):
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, path, "-"], capture_output=True, text=True, check=True).stdout)
    elif fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        out.append("\n".join(parts))
    else:
        out.append(open(path, encoding="utf-8").read())
    _cache[fn] = [norm(t) for t in out]
    return _cache[fn]

def main():
    raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(raw)
    people = set(data["people"])
    fails, n = 0, 0
    pending = []
    gold_seen = set()
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|txt|jpg)):\s(.+)$", line)
        if m:
            sign, fn, quote = m.groups()
            if not os.path.exists(os.path.join(CVS, fn)):
                print("NO FILE:", fn); fails += 1; continue
            n += 1
            if not any(norm(quote) in t for t in texts(fn)):
                print(f"NOT FOUND [{fn}]: {quote}"); fails += 1
            pending.append((sign, fn))
            continue
        m = re.match(r"\s*-\s*\{q:", line)
        if m:
            q = yaml.safe_load(line.strip()[1:].strip())
            for k in q["gold"]:
                if k not in people:
                    print("UNKNOWN KEY", k, q["q"]); fails += 1
                gold_seen.add(k)
            plus_files = [f for s, f in pending if s == "+"]
            if q["gold"] and not plus_files:
                print("NO + EVIDENCE:", q["q"]); fails += 1
            if not q["gold"] and plus_files:
                print("+ EVIDENCE ON EMPTY GOLD:", q["q"]); fails += 1
            pending = []
    for k in people - gold_seen:
        print("NEVER GOLD:", k); fails += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
