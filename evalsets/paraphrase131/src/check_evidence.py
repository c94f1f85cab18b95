#!/usr/bin/env python3
"""Self-check for questions.yaml: every '+'/'-' evidence quote must occur (whitespace-insensitive)
in its file's text; each intent has exactly 4 questions (2 en + 2 zh) with the same gold; gold keys
exist; every person is gold somewhere."""
import json, os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "jing_xiaoman_photo_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

_cache = {}
def texts(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    out = []
    if fn in PHOTO_TEXT:
        out.append(open(PHOTO_TEXT[fn], encoding="utf-8").read())
    elif fn.endswith(".pdf"):
        for mode in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *mode, p, "-"], capture_output=True, text=True).stdout)
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells: parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        out.append("\n".join(parts))
    elif fn.endswith(".json"):
        out.append("\n".join(json_strings(json.load(open(p, encoding="utf-8")))))
    else:
        out.append(open(p, encoding="utf-8").read())
    _cache[fn] = [norm(t) for t in out]
    return _cache[fn]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    errors = 0; nquotes = 0
    start = next(i for i, ln in enumerate(lines) if ln.startswith("questions:"))
    for i, ln in enumerate(lines, 1):
        if i <= start: continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if not m: continue
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {i}: no such file {fn}"); errors += 1; continue
        nquotes += 1
        if not any(norm(quote) in t for t in texts(fn)):
            print(f"line {i}: quote not found in {fn}: {quote}"); errors += 1
    people = set(data["people"])
    by_intent = collections.defaultdict(list)
    gold_somewhere = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people: print("unknown key", g, q["q"]); errors += 1
            gold_somewhere.add(g)
        if "paraphrase" not in q["tags"]: print("no paraphrase tag:", q["q"]); errors += 1
        if (not q["gold"]) != ("empty-gold" in q["tags"]): print("empty-gold tag mismatch:", q["q"]); errors += 1
    for k, qs in by_intent.items():
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or zh != 2:
            print(f"intent {k}: {len(qs)} questions, {zh} Chinese"); errors += 1
        if len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print(f"intent {k}: golds differ"); errors += 1
    for p in people - gold_somewhere:
        print("never gold:", p); errors += 1
    print(f"{nquotes} quotes, {len(data['questions'])} questions, {len(by_intent)} intents, {errors} errors")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
