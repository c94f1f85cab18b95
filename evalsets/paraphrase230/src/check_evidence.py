#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that
file's text (whitespace-insensitive; typographic quotes folded to ASCII; markdown ** and PDF
bullets ignored). Also checks the 4-per-intent / same-gold structure and gold keys."""
import json, os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"俞可嘉简历_手机拍照.jpg": os.path.join(HERE, "yu_kejia_page_text.txt")}

def norm(s):
    s = s.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    cache, bad, n = {}, 0, 0
    for line in src.splitlines():
        m = re.match(r"\s*# ([+-]) ([^:\s][^:]*?\.(?:pdf|docx|md|txt|json|jpg)): (.+)$", line)
        if not m:
            continue
        fn, quote = m.group(2).strip(), m.group(3)
        if not os.path.exists(os.path.join(CVS, fn)):
            print("NO FILE:", fn); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print("NOT FOUND:", fn, "|", quote); bad += 1
    data = yaml.safe_load(src)
    keys = set(data["people"])
    by_intent = collections.defaultdict(list)
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("BAD KEY", g, q["q"]); bad += 1
        by_intent[q["intent"]].append(q)
    for it, qs in by_intent.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("INTENT PROBLEM", it); bad += 1
    gold_people = {g for q in data["questions"] for g in q["gold"]}
    if keys - gold_people:
        print("never gold:", keys - gold_people); bad += 1
    print(f"{n} quotes checked, {len(by_intent)} intents, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
