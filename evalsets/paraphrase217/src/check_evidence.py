#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text (whitespace ignored),
and that the question set is well formed (4 questions per intent, same gold, keys known)."""
import json, os, re, subprocess, sys
from collections import defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_0921.jpg": os.path.join(HERE, "fang_yizhen_page.txt")}

def docx_text(path):
    from docx import Document
    d = Document(path); parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for c in row.cells:
                parts.append(c.text)
    for s in d.sections:
        parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
    return "\n".join(parts)

def file_text(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        return docx_text(path)
    return open(path, encoding="utf-8").read()

norm = lambda s: re.sub(r"\s+", "", s.replace("**", "").replace("•", ""))

def main():
    import yaml
    text = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    cache, bad, n = {}, 0, 0
    for line in text.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if fname not in cache:
            if fname not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, fname)):
                print("MISSING FILE", fname); bad += 1; continue
            cache[fname] = norm(file_text(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"NOT FOUND [{sign}] {fname}: {quote}"); bad += 1
    data = yaml.safe_load(text)
    keys = set(data["people"]); by_intent = defaultdict(list); used = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("UNKNOWN KEY", k, q["q"]); bad += 1
        used |= set(q["gold"]); by_intent[q["intent"]].append(q)
    for i, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", i, len(qs), golds); bad += 1
    if keys - used:
        print("NEVER GOLD", keys - used); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
