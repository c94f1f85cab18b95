#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in the
file's text (whitespace-insensitive; markdown '*' markers and PDF bullets ignored).
Also checks basic structure: gold keys exist, every person is gold somewhere."""
import os, re, subprocess, sys
import yaml  # PyYAML
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20251014_183302.jpg": os.path.join(HERE, "tembo", "rosalie_tembo_2025_page_text.txt")}


def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def norm(s):
    s = s.replace("*", "").replace("•", "").replace("’", "'")
    return re.sub(r"\s+", "", s)


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index("questions:")
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        _, fname, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fname)):
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    golds = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("unknown key", k, q["q"]); bad += 1
            golds.add(k)
    for k in keys - golds:
        print("never gold:", k); bad += 1
    # every gold person of a question needs at least one '+' quote above it
    pending = []
    for line in lines:
        m = re.match(r"\s*#\s*\+\s+(\S+?):", line)
        if m:
            pending.append(m.group(1))
        if line.strip().startswith("- {q:"):
            q = yaml.safe_load(line.strip()[2:])
            if q["gold"] and not pending:
                print("no + evidence for", q["q"]); bad += 1
            pending = []
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
