#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and * markers ignored; PDF bullets ignored).
Also checks: 4 questions per intent with identical gold, gold keys known, every person gold somewhere."""
import json, os, re, subprocess, sys, collections
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_0932.jpg": os.path.join(ROOT, "src", "h", "zhong_jingyao_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout + \
               subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index("questions:")
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s(.+)$", line)
        if not m:
            continue
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {i}: no such file {fn}"); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    by_intent = collections.defaultdict(list)
    gold_any = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in people:
                print("unknown key", k, q["q"]); bad += 1
        gold_any |= set(q["gold"])
    for it, qs in by_intent.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("intent problem", it, len(qs)); bad += 1
    if people - gold_any:
        print("never gold:", people - gold_any); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, problems: {bad}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
