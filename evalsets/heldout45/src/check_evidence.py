#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Text: pdftotext (raw and -layout) for PDFs, python-docx paragraphs + table cells for DOCX,
the file itself for .md/.txt (markdown * markers removed), src/<stem>.page.txt for the photo.
Matching ignores whitespace and NFKC forms. Also checks every gold person has a '+' line, no '-'
line is the only evidence of a gold person's question, every person is gold somewhere, and
every file is known."""
import os, re, subprocess, sys, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {"farid_kassem_cv.docx": "FK", "nikolai_brandvold_cv.pdf": "NB", "jingyi_fang_2022.md": "FJ",
         "房婧怡_简历_2026.docx": "FJ", "蒋立峰_简历.jpg": "JL", "邓明哲_简历.pdf": "DM"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return "\n".join(subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                         for a in ([], ["-layout"]))
    if fn.endswith(".docx"):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if fn.endswith(".jpg"):
        return open(os.path.join(HERE, os.path.splitext(fn)[0] + ".page.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

def main():
    assert sorted(os.listdir(CVS)) == sorted(OWNER), f"cvs/ files differ: {sorted(os.listdir(CVS))}"
    cache = {f: norm(text_of(f)) for f in OWNER}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    fails, pending, qi, gold_seen = [], [], 0, set()
    start = lines.index("questions:")
    for ln, line in enumerate(lines, 1):
        if ln <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m:
            sign, fn, quote = m.groups()
            if fn not in OWNER:
                fails.append(f"line {ln}: unknown file {fn}"); continue
            if norm(quote) not in cache[fn]:
                fails.append(f"line {ln}: quote not in {fn}: {quote}")
            pending.append((sign, OWNER[fn], ln))
        elif re.match(r"\s*- \{q:", line):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"]); gold_seen |= gold
            plus = {o for s, o, _ in pending if s == "+"}
            for g in gold - plus:
                fails.append(f"line {ln}: gold {g} has no + evidence ({q['q']})")
            for s, o, l in pending:
                if s == "+" and o not in gold:
                    fails.append(f"line {l}: + evidence for non-gold {o} ({q['q']})")
                if s == "-" and o in gold and not any(ss == "+" and oo == o for ss, oo, _ in pending):
                    fails.append(f"line {l}: - trap names gold {o} without + line")
            pending = []
    if qi != len(data["questions"]):
        fails.append(f"parsed {qi} question lines, yaml has {len(data['questions'])}")
    for k in data["people"]:
        if k not in gold_seen:
            fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    nev = sum(1 for l in lines[start:] if re.match(r"\s*#\s*[+-]\s", l))
    print(f"{len(data['questions'])} questions, {nev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
