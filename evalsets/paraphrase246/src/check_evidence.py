#!/usr/bin/env python3
"""Self-check: every '# + file: quote' / '# - file: quote' comment in ../questions.yaml must occur
(whitespace-insensitive) in the text of ../cvs/<file>. PDF -> pdftotext; DOCX -> python-docx
paragraphs + table cells; .jpg -> the page text kept in src/ (the photo has no text layer);
other files -> the file itself. Also checks the 4-phrasings/same-gold rule per intent."""
import os, re, subprocess, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_093215.jpg": os.path.join(HERE, "quan_siyu_page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
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
    for i, l in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", l)
        if not m:
            continue
        fn, q = m.group(2), m.group(3)
        if not (os.path.splitext(fn)[1] or fn in PHOTO_TEXT):
            continue
        n += 1
        try:
            t = cache.setdefault(fn, norm(text_of(fn)))
        except FileNotFoundError as e:
            print(f"line {i}: missing file {e}"); bad += 1; continue
        if norm(q) not in t:
            print(f"line {i}: NOT FOUND in {fn}: {q}"); bad += 1
    import yaml
    d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    by = collections.defaultdict(list)
    for q in d["questions"]:
        by[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in d["people"]:
                print("unknown key", k, q["q"]); bad += 1
    for it, qs in by.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("intent rule broken:", it); bad += 1
    gold_people = {k for q in d["questions"] for k in q["gold"]}
    if gold_people != set(d["people"]):
        print("never gold:", set(d["people"]) - gold_people); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
