#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in questions.yaml against its file's text
(whitespace-insensitive, NFKC, markdown ** markers ignored). Also checks: every gold member has a '+'
line, every person is gold somewhere, '-' lines never name a file of a gold member only.
PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; .md/.txt -> the file; the photo
IMG_20261103_142215.jpg -> src/gu/gu_yutang_2026_page.txt (pdftotext of the page before the photo)."""
import os, re, subprocess, sys, unicodedata
import yaml, docx

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_142215.jpg": os.path.join(ROOT, "src", "gu", "gu_yutang_2026_page.txt")}
OWNER = {"saoirse_kilbride_cv.pdf": "SK", "su_qiheng_resume.pdf": "SQ", "Kofi_Mensah-Bonsu_QA.docx": "KM",
         "丰知予_风控数据科学家.md": "FZ", "古雨棠_简历_2022.txt": "GY", "IMG_20261103_142215.jpg": "GY"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    else:
        p = os.path.join(CVS, fn)
        if fn.endswith(".pdf"):
            t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
        elif fn.endswith(".docx"):
            d = docx.Document(p)
            parts = [x.text for x in d.paragraphs]
            for tb in d.tables:
                for row in tb.rows:
                    parts += [c.text for c in row.cells]
            t = "\n".join(parts)
        else:
            t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    path = os.path.join(ROOT, "questions.yaml")
    lines = open(path, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    assert set(OWNER) == set(os.listdir(CVS)), sorted(os.listdir(CVS))
    fails, pending, qi = 0, [], 0
    gold_seen = set()
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s+(.*)$", ln)
        if m:
            pending.append(m.groups()); continue
        if ln.strip().startswith("- {q:"):
            q = data["questions"][qi]; qi += 1
            plus_owners = set()
            for sign, fn, quote in pending:
                if fn not in OWNER:
                    print(f"FAIL unknown file {fn}"); fails += 1; continue
                if norm(quote) not in text_of(fn):
                    print(f"FAIL [{q['q']}] {sign} {fn}: {quote}"); fails += 1
                if sign == "+": plus_owners.add(OWNER[fn])
                elif OWNER[fn] in q["gold"] and sign == "-" and not any(
                        s == "+" and OWNER[f] == OWNER[fn] for s, f, _ in pending):
                    print(f"FAIL [{q['q']}] trap names gold member {OWNER[fn]}"); fails += 1
            for g in q["gold"]:
                gold_seen.add(g)
                if g not in plus_owners:
                    print(f"FAIL [{q['q']}] gold {g} has no + evidence"); fails += 1
            for o in plus_owners - set(q["gold"]):
                print(f"FAIL [{q['q']}] + evidence for non-gold {o}"); fails += 1
            pending = []
    assert qi == len(data["questions"])
    missing = set(data["people"]) - gold_seen
    if missing:
        print("FAIL people never gold:", missing); fails += 1
    n = sum(1 for l in lines[start:] if re.match(r"\s*#\s*[+-]\s", l))
    print(f"{len(data['questions'])} questions, {n} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
