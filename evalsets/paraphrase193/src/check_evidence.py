"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text.
Whitespace, markdown ** / * markers and PDF bullets are ignored. Also checks the 4-phrasings-per-intent
structure (same gold for all 4) and that every person is gold somewhere."""
import os, re, subprocess, sys, json, collections
import yaml
from docx import Document
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260412_193355.jpg": os.path.join(ROOT, "src", "jing_weiran_page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [p.text for p in sec.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    bad = 0; n = 0
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    start = lines.index("questions:")
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        n += 1
        if not os.path.exists(os.path.join(CVS, fname)):
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if norm(quote) not in text_of(fname):
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    by_intent = collections.defaultdict(list)
    for q in d["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in d["people"]:
                print("unknown key", k, q["q"]); bad += 1
    for it, qs in by_intent.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("intent structure broken:", it); bad += 1
    golds = {k for q in d["questions"] for k in q["gold"]}
    for k in d["people"]:
        if k not in golds:
            print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

main()
