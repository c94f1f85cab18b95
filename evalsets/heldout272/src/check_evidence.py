#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, PDF bullets ignored). PDF: pdftotext; DOCX: python-docx paragraphs and
table cells; .txt/.json/.md: the raw file; the photo 蒋秋澄_简历_2026.jpg: src/jiangqiucheng_2026_page.txt.
Also checks gold keys against people: and that every person is gold somewhere."""
import os, re, subprocess, sys
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"蒋秋澄_简历_2026.jpg": os.path.join(HERE, "jiangqiucheng_2026_page.txt")}

def norm(s):
    return re.sub(r"[\s•]+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise SystemExit(f"missing file: {name}")
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
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    bad = n = 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m or not os.path.splitext(m.group(2))[1]:
            continue
        n += 1
        if norm(m.group(3)) not in text_of(m.group(2)):
            bad += 1
            print(f"line {i}: NOT FOUND in {m.group(2)}: {m.group(3)}")
    keys = set(data["people"])
    gold_seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                bad += 1; print("unknown key", k, "in", q["q"])
            gold_seen.add(k)
    for k in keys - gold_seen:
        bad += 1; print("never gold:", k)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
