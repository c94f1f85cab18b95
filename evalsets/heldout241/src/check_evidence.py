#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml:
the quote must occur (whitespace-insensitive, NFKC, markdown ** and PDF bullets ignored) in the
text of cvs/<file>; every gold key must have at least one '+' line whose file belongs to that person.
Run with src/.venv/bin/python (needs python-docx, pyyaml-free parsing)."""
import os, re, sys, subprocess, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {"kojo_ofori_cv.pdf": "KO", "乌兰溪_简历.pdf": "WLX", "羊舒婷_CRA简历.docx": "YST",
         "xin_boyuan_桥梁结构.md": "XBY", "阳昊川_简历_2022.txt": "YHC",
         "IMG_20261103_214512.jpg": "YHC"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if fn.endswith(".jpg"):
        return open(os.path.join(HERE, "yang_haochuan_2026_page.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

def main():
    texts = {fn: norm(text_of(fn)) for fn in os.listdir(CVS)}
    assert set(texts) == set(OWNER), (set(texts) ^ set(OWNER))
    fails = 0; nq = 0; pending = []
    started = False
    for ln, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*# ([+-]) ([^:]+): (.+)$", line)
        if m:
            sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            if fn not in texts:
                print(f"line {ln}: unknown file {fn}"); fails += 1; continue
            if norm(quote) not in texts[fn]:
                print(f"line {ln}: quote not found in {fn}: {quote}"); fails += 1
            pending.append((sign, OWNER[fn]))
            continue
        q = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", line)
        if q:
            nq += 1
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            plus = {o for s, o in pending if s == "+"}
            minus = {o for s, o in pending if s == "-"}
            for g in gold:
                if g not in plus:
                    print(f"line {ln}: gold {g} has no + evidence"); fails += 1
            for o in plus - set(gold):
                print(f"line {ln}: + evidence for non-gold {o}"); fails += 1
            if "empty-gold" in q.group(3) and gold:
                print(f"line {ln}: empty-gold tag with gold"); fails += 1
            pending = []
    print(f"{nq} questions checked, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
