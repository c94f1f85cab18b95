#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** markers ignored), that all 4 questions of an intent share
one gold, and that gold keys are known people."""
import os, re, subprocess, sys, json
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20250312_0941.jpg": os.path.join(HERE, "pang_yiran", "pang_yiran_old_2025_page1.txt")}

def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" ".join(c.text for c in r.cells))
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index("questions:")
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?):\s(.*)$", line)
        if not m:
            continue
        f, quote = m.group(2).strip(), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, f)):
            print(f"line {i}: no such file {f}"); bad += 1; continue
        n += 1
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
    d = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(d["people"])
    by_intent = {}
    for q in d["questions"]:
        for k in q["gold"]:
            if k not in people:
                print("unknown key", k, q["q"]); bad += 1
        by_intent.setdefault(q["intent"], []).append(q)
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
    used = {k for q in d["questions"] for k in q["gold"]}
    if people - used:
        print("never gold:", people - used); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
