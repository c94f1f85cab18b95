#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text
(whitespace-insensitive), that every question has intent and the 4 questions of an intent share one gold,
and that gold keys are known people."""
import os, re, subprocess, sys, json, unicodedata
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_193415.jpg": os.path.join(HERE, "que_shuyu_page.txt")}


def text_of(name):
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    ext = name.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    if ext == "docx":
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
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?\.(?:pdf|docx|md|txt|json|jpg)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2), m.group(3)
        try:
            if f not in cache:
                cache[f] = norm(text_of(f))
        except FileNotFoundError as e:
            print(f"line {i}: missing file {e}"); bad += 1; continue
        if norm(quote) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
    import yaml
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    people = set(data["people"])
    golds = defaultdict(set)
    counts = defaultdict(int)
    for q in data["questions"]:
        if "intent" not in q:
            print("no intent:", q["q"]); bad += 1; continue
        golds[q["intent"]].add(tuple(sorted(q["gold"])))
        counts[q["intent"]] += 1
        for k in q["gold"]:
            if k not in people:
                print("unknown key", k, "in", q["q"]); bad += 1
    for it, g in golds.items():
        if len(g) != 1:
            print("intent with differing gold:", it, g); bad += 1
        if counts[it] != 4:
            print("intent without 4 phrasings:", it, counts[it]); bad += 1
    used = set(k for g in golds.values() for t in g for k in t)
    for p in people - used:
        print("person never gold:", p); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {len(golds)} intents, problems: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
