#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' evidence comment in ../questions.yaml
occurs verbatim (whitespace-insensitive, markdown * markers and PDF bullets ignored) in the text
of its file in ../cvs. PDFs via pdftotext, DOCX via python-docx paragraphs + table cells,
.md/.txt as is, the phone photo via its saved page text in src/. Also checks the intent structure."""
import os, re, subprocess, sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"简历_莫振川_photo.jpg": os.path.join(HERE, "简历_莫振川_photo.txt")}


def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout + \
            subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
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


def main():
    import yaml  # noqa
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        sign, fname, quote = m.groups()
        if fname not in cache:
            if fname not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, fname)):
                print(f"line {i}: missing file {fname}"); bad += 1; continue
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    # structure
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    by_intent = defaultdict(list)
    seen = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                print("unknown key", g, q["q"]); bad += 1
            seen.add(g)
    for k, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", k, len(qs), golds); bad += 1
    if people - seen:
        print("never gold:", people - seen); bad += 1
    print(f"{n} evidence quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
