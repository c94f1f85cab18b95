#!/usr/bin/env python3
"""Self-check for heldout249/questions.yaml.
Every '# + file: quote' / '# - file: quote' comment must occur (whitespace-insensitive, NFKC,
markdown ** and * ignored) in the text of that file: pdftotext for PDF, python-docx paragraphs +
table cells for DOCX, the file for .md/.txt, src/yz/<stem>.page.txt for the photo. Also checks that
every gold member has at least one '+' line in a file of theirs, that no '-' line is in a gold
member's own file, that the file parses as YAML with the expected keys, and that every person is
gold somewhere. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {"maren_tjelmeland_cv.pdf": "MT", "吕晨舸_简历.pdf": "CL", "邹芷岚-数据工程师.docx": "ZL",
         "chibuzo_ilechukwu.md": "CI", "姚振翮_简历_2021.txt": "YZ", "yzh_resume_2026.jpg": "YZ"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    elif fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    elif fn.endswith((".md", ".txt")):
        t = open(p, encoding="utf-8").read()
    elif fn.endswith(".jpg"):
        t = open(os.path.join(HERE, "yz", os.path.splitext(fn)[0] + ".page.txt"), encoding="utf-8").read()
    else:
        raise ValueError(fn)
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    path = os.path.join(ROOT, "questions.yaml")
    lines = open(path, encoding="utf-8").read().splitlines()
    data = yaml.safe_load(open(path, encoding="utf-8"))
    fails = 0
    assert data["as_of"] == "2026-11-29"
    people = set(data["people"])
    assert set(OWNER.values()) == people, (people, set(OWNER.values()))
    if set(os.listdir(CVS)) != set(OWNER):
        print("FAIL cvs/ contents", sorted(os.listdir(CVS))); fails += 1
    ev = []; nq = 0; gold_seen = set()
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if m and m.group(2) in OWNER:
            ev.append((m.group(1), m.group(2), m.group(3))); continue
        if re.match(r"\s*- \{q:", ln):
            q = yaml.safe_load(ln.strip()[2:])
            nq += 1
            gold = q["gold"]; gold_seen |= set(gold)
            for k in gold:
                if k not in people: print("FAIL unknown key", k, q["q"]); fails += 1
                if not any(s == "+" and OWNER[f] == k for s, f, _ in ev):
                    print("FAIL no + evidence for", k, "in", q["q"]); fails += 1
            for s, f, quote in ev:
                if s == "+" and OWNER[f] not in gold:
                    print("FAIL + line for non-gold", f, q["q"]); fails += 1
                if s == "-" and OWNER[f] in gold:
                    print("FAIL - line names a gold member", f, q["q"]); fails += 1
                if norm(quote) not in text_of(f):
                    print(f"FAIL quote not in {f}: {quote}"); fails += 1
            if not gold and "empty-gold" not in q["tags"]:
                print("FAIL empty gold without tag", q["q"]); fails += 1
            ev = []
    if ev: print("FAIL dangling evidence", ev); fails += 1
    if nq != len(data["questions"]): print("FAIL question count", nq, len(data["questions"])); fails += 1
    if gold_seen != people: print("FAIL never gold:", people - gold_seen); fails += 1
    print(f"{nq} questions checked, {fails} failure(s)")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
