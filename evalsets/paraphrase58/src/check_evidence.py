#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in questions.yaml against its file's text
(whitespace-insensitive; markdown * markers and PDF bullets ignored), plus basic set consistency."""
import os, re, subprocess, sys, json
from collections import defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "gong_zhenyi_page.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|json|jpg)):\s*(.+)$", ln)
        if not m:
            continue
        n += 1
        f, q = m.group(2).strip(), m.group(3)
        if not os.path.exists(os.path.join(CVS, f)):
            print(f"line {i}: missing file {f}"); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(q) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1
    # structural checks
    import yaml
    y = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    by_intent = defaultdict(list)
    for q in y["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in y["people"]:
                print("unknown key", k, q["q"]); bad += 1
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
    gold_people = {k for q in y["questions"] for k in q["gold"]}
    missing = set(y["people"]) - gold_people
    if missing:
        print("never gold:", missing); bad += 1
    print(f"{n} quotes checked, {len(y['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
