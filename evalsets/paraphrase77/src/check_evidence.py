#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** / * markers and PDF bullets ignored), and basic set rules."""
import os, re, subprocess, sys, json, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_142215.jpg": os.path.join(HERE, "kuang_leyao_page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return a + "\n" + b
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if not m:
            continue
        fn, quote = m.group(2), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fn)):
            continue  # not an evidence line (header comment)
        n += 1
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        if norm(quote) not in cache[fn]:
            bad += 1
            print(f"line {i}: NOT FOUND in {fn}: {quote}")
    # structural checks
    import yaml
    y = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    keys = set(y["people"])
    by = collections.defaultdict(list)
    for q in y["questions"]:
        by[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in keys:
                bad += 1; print("unknown key", g, q["q"])
    for it, qs in by.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            bad += 1; print("intent problem", it)
    used = {g for q in y["questions"] for g in q["gold"]}
    if keys - used:
        bad += 1; print("never gold:", keys - used)
    print(f"{n} quotes checked, {len(y['questions'])} questions, {len(by)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
