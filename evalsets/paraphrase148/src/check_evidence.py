#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** and * markers ignored; PDF bullets ignored) in that file's text.
Also checks: every intent has 4 questions with identical gold; every person is gold somewhere."""
import os, re, subprocess, sys, json, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "ruan_shuyao_page1.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    bad = 0; n = 0
    start = lines.index("questions:")
    for i, l in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", l)
        if not m:
            continue
        n += 1
        sign, f, q = m.groups()
        try:
            ok = norm(q) in text_of(f)
        except FileNotFoundError as e:
            print(f"line {i}: missing file {e}"); bad += 1; continue
        if not ok:
            print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1
    # structure checks
    import yaml
    data = yaml.safe_load("\n".join(lines))
    by = collections.defaultdict(list)
    golds = set()
    for q in data["questions"]:
        by[q["intent"]].append(q)
        golds.update(q["gold"])
        for g in q["gold"]:
            if g not in data["people"]:
                print("unknown key", g); bad += 1
    for k, qs in by.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("intent problem:", k); bad += 1
    missing = set(data["people"]) - golds
    if missing:
        print("never gold:", missing); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
