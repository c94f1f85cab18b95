#!/usr/bin/env python3
"""Self-check for heldout21/questions.yaml evidence comments.

Every '# + file: quote' / '# - file: quote' line above a question must occur verbatim in the
text of cvs/<file> (whitespace, markdown '*' markers ignored; NFKC-normalised). Text sources:
.md/.txt the file itself, .pdf pdftotext, .docx python-docx paragraphs + table cells.
Also: every gold person has at least one '+' line from one of their files, every '+' line's
file belongs to a gold person, and every person is gold somewhere. Exit 1 on any failure.
"""
import os, re, subprocess, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "严志诚_简历.md": "YZC",
    "Owen_Castellano_Security_Engineer.docx": "OC",
    "于思彤_简历.pdf": "YST",
    "Reinholt_CV_2026.txt": "TR",
}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        from docx import Document
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"[\s*]+", "", s)

def main():
    texts = {fn: norm(text_of(fn)) for fn in OWNER}
    missing = set(OWNER) - set(os.listdir(CVS))
    fails = []
    if missing:
        fails.append(f"missing files: {missing}")
    pending = []
    golds_seen = set()
    nq = 0
    for ln, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s+(.*\S)\s*$", line)
        if m and m.group(2) in OWNER:
            sign, fn, quote = m.groups()
            if norm(quote) not in texts[fn]:
                fails.append(f"line {ln}: quote not found in {fn}: {quote!r}")
            pending.append((sign, fn, ln))
            continue
        q = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
        if q:
            nq += 1
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            golds_seen.update(gold)
            plus_owners = {OWNER[fn] for s, fn, _ in pending if s == "+"}
            for g in gold:
                if g not in plus_owners:
                    fails.append(f"line {ln}: gold {g} has no '+' evidence")
            for s, fn, l2 in pending:
                if s == "+" and OWNER[fn] not in gold:
                    fails.append(f"line {l2}: '+' evidence from non-gold {OWNER[fn]}")
            pending = []
    for k in set(OWNER.values()) - golds_seen:
        fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions checked, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
