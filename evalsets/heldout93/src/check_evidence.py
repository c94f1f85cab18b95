#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line of ../questions.yaml against the file's text.

Text sources: pdftotext (raw and -layout) for PDFs; python-docx paragraphs + table cells for DOCX;
the file for .md/.txt; src/yesenia_thornbury_page.txt for the photographed page (.jpg).
Comparison ignores all whitespace, markdown ** / * / | markers, NFKC forms and curly quotes.
Also checks: every gold key is in people:, every gold member has at least one '+' line, every
person is gold somewhere. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_183214.jpg": os.path.join(HERE, "yesenia_thornbury_page.txt")}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    s = re.sub(r"[*|]", "", s)
    return re.sub(r"\s+", "", s)


_cache = {}
def texts(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    out = []
    if fn in PHOTO_TEXT:
        out.append(open(PHOTO_TEXT[fn], encoding="utf-8").read())
    elif fn.endswith(".pdf"):
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, p, "-"], capture_output=True, text=True).stdout)
    elif fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        out.append("\n".join(parts))
    else:
        out.append(open(p, encoding="utf-8").read())
    _cache[fn] = [norm(t) for t in out]
    return _cache[fn]


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(data["people"])
    lines = open(qpath, encoding="utf-8").read().splitlines()
    fails = 0
    n_ev = 0
    pending = []  # evidence lines since last question
    qi = 0
    gold_seen = set()
    ev_re = re.compile(r"^\s*#\s*([+-])\s+(\S+?):\s+(.*)$")
    started = False
    for ln, line in enumerate(lines, 1):
        if line.startswith("questions:"):
            started = True
        m = ev_re.match(line) if started else None
        if m:
            sign, fn, quote = m.groups()
            n_ev += 1
            try:
                ok = any(norm(quote) in t for t in texts(fn))
            except FileNotFoundError as e:
                print(f"L{ln}: missing file {e}"); fails += 1; continue
            if not ok:
                print(f"L{ln}: NOT FOUND in {fn}: {quote}"); fails += 1
            pending.append((sign, fn))
            continue
        if line.strip().startswith("- {q:"):
            q = data["questions"][qi]; qi += 1
            gold = q["gold"]
            for k in gold:
                if k not in people:
                    print(f"L{ln}: unknown key {k}"); fails += 1
            gold_seen.update(gold)
            if gold and not any(s == "+" for s, _ in pending):
                print(f"L{ln}: gold without + evidence: {q['q']}"); fails += 1
            if not gold and "empty-gold" not in q["tags"]:
                print(f"L{ln}: empty gold not tagged empty-gold"); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print(f"question count mismatch {qi} vs {len(data['questions'])}"); fails += 1
    for k in people - gold_seen:
        print(f"person {k} is never gold"); fails += 1
    print(f"{n_ev} evidence lines, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
