#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and PDF bullets ignored). Also sanity-checks the
question list (4 per intent, same gold, 2 en + 2 zh, gold keys known)."""
import os, re, subprocess, sys, json, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_183522.jpg": os.path.join(HERE, "wu_sining_photo_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    path = os.path.join(CVS, fn)
    if not os.path.exists(path):
        raise FileNotFoundError(fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        a = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
        return a + "\n\n" + b
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
cache, bad, n = {}, 0, 0
for i, ln in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
    if not m or not re.search(r"\.(pdf|docx|md|txt|json|jpg)$", m.group(2).strip()):
        continue
    fn, quote = m.group(2).strip(), m.group(3)
    if fn not in cache:
        try:
            cache[fn] = norm(text_of(fn))
        except FileNotFoundError:
            print(f"line {i}: missing file {fn}"); bad += 1; continue
    n += 1
    if norm(quote) not in cache[fn]:
        print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1

# structure checks
try:
    import yaml
except ImportError:
    yaml = None
if yaml:
    y = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    keys = set(y["people"])
    by = collections.defaultdict(list)
    for q in y["questions"]:
        by[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in keys: print("unknown key", k, q["q"]); bad += 1
    for it, qs in by.items():
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or zh != 2 or len(golds) != 1:
            print("intent problem", it, len(qs), zh, golds); bad += 1
    used = {k for q in y["questions"] for k in q["gold"]}
    if used != keys: print("people never gold:", keys - used); bad += 1
    print(f"{len(y['questions'])} questions, {len(by)} intents")
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
