#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' comment in ../questions.yaml occurs in
its file's text (whitespace-insensitive). Text sources: pdftotext (raw and -layout) for PDFs,
python-docx paragraphs + table cells + header/footer for DOCX, the file itself for .md/.txt/.json,
and src/ge_zhenheng_photo_page.txt for the phone photo. Also checks intents: 4 questions each,
identical gold, 2 English + 2 Chinese, and that every person is gold somewhere."""
import os, re, subprocess, sys, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261114_213507.jpg": os.path.join(HERE, "ge_zhenheng_photo_page.txt")}

def norm(s):
    s = s.replace("\u2011", "-").replace("\u00ad", "")
    s = s.replace("**", "").replace("*", "")
    s = re.sub(r"[•・]", "", s)
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    path = os.path.join(CVS, fn)
    if not os.path.exists(path):
        raise SystemExit(f"missing file {fn}")
    texts = []
    if fn in PHOTO_TEXT:
        texts.append(open(PHOTO_TEXT[fn], encoding="utf-8").read())
    elif fn.endswith(".pdf"):
        for args in ([], ["-layout"]):
            texts.append(subprocess.run(["pdftotext", *args, path, "-"], capture_output=True, text=True).stdout)
    elif fn.endswith(".docx"):
        from docx import Document
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for sec in d.sections:
            for hf in (sec.header, sec.footer):
                parts += [p.text for p in hf.paragraphs]
        texts.append("\n".join(parts))
    else:
        texts.append(open(path, encoding="utf-8").read())
    _cache[fn] = [norm(t) for t in texts]
    return _cache[fn]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    bad = 0; n = 0
    for i, line in enumerate(open(qpath, encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s+(.*\S)\s*$", line)
        if not m:
            continue
        fn, quote = m.group(2), m.group(3)
        if not (os.path.exists(os.path.join(CVS, fn))):
            print(f"line {i}: unknown file {fn}"); bad += 1; continue
        n += 1
        if not any(norm(quote) in t for t in text_of(fn)):
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    d = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(d["people"])
    by = collections.defaultdict(list)
    for q in d["questions"]:
        by[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                print("unknown key", g, q["q"]); bad += 1
    golds = set()
    for it, qs in sorted(by.items()):
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        gs = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or zh != 2 or len(gs) != 1:
            print(f"intent {it}: {len(qs)} questions, {zh} Chinese, {len(gs)} distinct golds"); bad += 1
        golds |= set(next(iter(gs)))
    if people - golds:
        print("never gold:", people - golds); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by)} intents, problems: {bad}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
