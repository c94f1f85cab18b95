#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's
text (whitespace-insensitive; markdown ** / * markers and PDF bullets ignored). Also checks that
every person key is gold somewhere and every gold key is declared."""
import os, re, subprocess, sys, json
import yaml  # noqa  (pyyaml; falls back below if missing)
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_0917.jpg": os.path.join(HERE, "yu_chenlang_page.txt")}

def norm(s):
    s = s.replace("•", "").replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    bad = n = 0
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        n += 1
        try:
            ok = norm(quote) in text_of(fname)
        except FileNotFoundError as e:
            ok = False; print(f"line {i}: missing file {e}")
        if not ok:
            bad += 1
            print(f"line {i}: NOT FOUND {sign} {fname}: {quote}")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                bad += 1; print("undeclared gold key", g, "in", q["q"])
            used.add(g)
    for k in keys - used:
        bad += 1; print("person never gold:", k)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
