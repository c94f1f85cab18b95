#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; Markdown * markers and PDF bullets ignored). Also checks the
paraphrase-set invariants: 4 questions per intent, same gold within an intent."""
import os, re, subprocess, sys, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_184455.jpg": os.path.join(HERE, "ju_ruoying_photo_text.txt")}

def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
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

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fname)):
            continue  # header prose like "+ file: quote"
        n += 1
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    by_intent = collections.defaultdict(list)
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in data["people"]:
                bad += 1; print("unknown key", k, q["q"])
    for it, qs in by_intent.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            bad += 1; print("intent problem:", it, len(qs))
    gold_people = {k for q in data["questions"] for k in q["gold"]}
    for k in data["people"]:
        if k not in gold_people:
            bad += 1; print("never gold:", k)
    print(f"{n} quotes checked, {len(by_intent)} intents, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
