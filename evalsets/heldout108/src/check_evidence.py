#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line of questions.yaml against the text of
cvs/<file>: pdftotext (default and -layout) for PDF, python-docx paragraphs + table cells for DOCX,
the raw file for .md/.txt/.json. Comparison ignores all whitespace, markdown ** / * markers and
PDF bullets. Also checks: every gold key has at least one '+' line naming one of its files, no '-'
line belongs to a gold member of that question, every person is gold somewhere, yaml parses.
Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "ingmar_sjoholm_cv.pdf": "IS",
    "柏知南-简历.docx": "BZN",
    "miao_jiayue_resume.pdf": "MJY",
    "sowmya_tendulkar.json": "ST",
    "钮承宇_简历_2023.txt": "NCY",
    "chengyu_niu_resume_2026.md": "NCY",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return [a, b]
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    return [open(p, encoding="utf-8").read()]

def main():
    fails = 0
    cache = {}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    assert set(OWNER) == set(os.listdir(CVS)), f"cvs/ mismatch: {sorted(os.listdir(CVS))}"
    pending = []
    gold_seen = set()
    nq = 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json)):\s+(.*)$", ln)
        if m:
            sign, fn, quote = m.groups()
            if fn not in OWNER:
                print(f"L{i}: unknown file {fn}"); fails += 1; continue
            if fn not in cache:
                cache[fn] = [norm(t) for t in text_of(fn)]
            if not any(norm(quote) in t for t in cache[fn]):
                print(f"L{i}: quote not found in {fn}: {quote}"); fails += 1
            pending.append((i, sign, fn))
            continue
        m = re.match(r"\s*- \{q: \"(.*?)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", ln)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            gold_seen.update(gold)
            plus = {OWNER[f] for _, s, f in pending if s == "+"}
            minus = {OWNER[f] for _, s, f in pending if s == "-"}
            for g in gold:
                if g not in plus:
                    print(f"L{i}: gold {g} has no + evidence"); fails += 1
            for k in plus - set(gold):
                print(f"L{i}: + evidence for non-gold {k}"); fails += 1
            for k in minus & set(gold):
                print(f"L{i}: - trap names gold member {k}"); fails += 1
            if not gold and not minus:
                print(f"L{i}: empty-gold question without a documented trap (ok, warning)")
            pending = []
        elif pending and ln.strip() and not ln.strip().startswith("#"):
            print(f"L{i}: evidence lines not followed by a question"); fails += 1; pending = []
    missing = set(OWNER.values()) - gold_seen
    if missing:
        print("people never gold:", missing); fails += 1
    try:
        import yaml
        y = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
        assert len(y["questions"]) == nq, (len(y["questions"]), nq)
        assert set(y["people"]) == set(OWNER.values())
    except ImportError:
        print("(pyyaml not installed; yaml parse skipped)")
    print(f"{nq} questions checked, {fails} failure(s)")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
