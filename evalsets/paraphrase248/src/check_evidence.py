#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** / * markers ignored), that gold keys exist, that every
person is gold somewhere, and that each intent has 4 questions with one shared gold."""
import os, re, sys, subprocess, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_093215.jpg": os.path.join(HERE, "p4", "larasati_page_text.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    t = open(p, encoding="utf-8").read()
    if name.endswith(".md"):
        t = t.replace("**", "").replace("*", "")
    return t

def norm(s):
    return re.sub(r"\s+", "", s)

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    people = set()
    in_people = False
    intents = collections.defaultdict(list)
    gold_people = set()
    started = False
    for ln in lines:
        if ln.startswith("as_of:"):
            started = True
        if not started:
            continue
        if ln.startswith("people:"):
            in_people = True; continue
        if ln.startswith("questions:"):
            in_people = False; continue
        if in_people:
            m = re.match(r"\s+(\w+):", ln)
            if m: people.add(m.group(1))
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            if f not in cache:
                if not os.path.exists(os.path.join(CVS, f)):
                    print("MISSING FILE", f); bad += 1; cache[f] = ""; continue
                cache[f] = norm(text_of(f))
            n += 1
            if norm(quote.replace("**", "")) not in cache[f]:
                print(f"NOT FOUND [{sign}] {f}: {quote}"); bad += 1
        m = re.match(r"\s*- \{q: (.*), gold: \[(.*?)\], tags: \[(.*?)\], intent: (\S+)\}$", ln)
        if m:
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            for g in gold:
                if g not in people:
                    print("UNKNOWN KEY", g, ln); bad += 1
            gold_people.update(gold)
            intents[m.group(4)].append((tuple(sorted(gold)), m.group(1)))
    for name, qs in intents.items():
        if len(qs) != 4 or len({g for g, _ in qs}) != 1:
            print("INTENT PROBLEM", name, qs); bad += 1
    for p in people - gold_people:
        print("NEVER GOLD", p); bad += 1
    print(f"{n} quotes, {sum(len(v) for v in intents.values())} questions, {len(intents)} intents, {bad} problems")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
