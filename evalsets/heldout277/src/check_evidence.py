#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text.
Whitespace-insensitive; markdown ** / * markers and PDF bullets are ignored.
PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; .md/.txt -> file;
.jpg -> the page text saved in src/ (the photo has no text layer).
Also checks: gold keys exist in people:, every person is gold somewhere, question count."""
import os, re, subprocess, sys


HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"veikko_halonen_2026.jpg": os.path.join(HERE, "vh", "veikko_halonen_2026_page_text.txt")}

def norm(t):
    t = t.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    elif fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for r in tb.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    qy = os.path.join(ROOT, "questions.yaml")
    lines = open(qy, encoding="utf-8").read().split("\n")
    bad = n = 0
    in_q = False
    for i, l in enumerate(lines, 1):
        if l.startswith("questions:"):
            in_q = True
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", l)
        if not m:
            if in_q and re.match(r"\s*#\s*[+-]\s", l):
                print(f"line {i}: unparsed evidence line: {l}"); bad += 1
            continue
        n += 1
        fn, q = m.group(2).strip(), m.group(3).strip()
        try:
            ok = norm(q) in text_of(fn)
        except FileNotFoundError:
            print(f"line {i}: NO SUCH FILE {fn}"); bad += 1; continue
        if not ok:
            print(f"line {i}: NOT FOUND in {fn}: {q}"); bad += 1
    # structure checks
    try:
        import yaml as Y
        data = Y.safe_load(open(qy, encoding="utf-8"))
        keys = set(data["people"])
        gold_seen = set()
        for q in data["questions"]:
            for g in q["gold"]:
                if g not in keys:
                    print("unknown gold key", g, q["q"]); bad += 1
                gold_seen.add(g)
        for k in keys - gold_seen:
            print("person never gold:", k); bad += 1
        print(f"{len(data['questions'])} questions, {sum(1 for q in data['questions'] if not q['gold'])} empty-gold")
    except ImportError:
        pass
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
