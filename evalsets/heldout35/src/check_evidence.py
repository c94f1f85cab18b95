#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in ../questions.yaml against its CV file's text.

Text: pdftotext (default and -layout) for PDFs, python-docx paragraphs + table cells for DOCX,
the file itself for .md/.txt (markdown ** and ` removed). Comparison ignores all whitespace and
applies NFKC. Also checks: every gold member has a '+' line, every '+' file belongs to a gold
member, gold keys exist in people. Exit 1 on any failure.
"""
import os, re, subprocess, sys, unicodedata
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "mao_qingyi_zh.pdf": "MQ",
    "ruocheng_xian_cv.pdf": "XR",
    "冼若澄_简历_中文.docx": "XR",
    "xuan_zhiheng_结构工程师.md": "XZ",
    "Rosalind_Ekwueme_CV.docx": "RE",
    "rowan_tessaro_resume.txt": "RT",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("`", "")
    return re.sub(r"\s+", "", s)


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return [norm(a), norm(b)]
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return [norm("\n".join(parts))]
    return [norm(open(p, encoding="utf-8").read())]


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, fails, nq, nev = {}, 0, 0, 0
    pending = []
    files_present = set(os.listdir(CVS))
    if set(OWNER) != files_present:
        print("FAIL owner map vs cvs/:", set(OWNER) ^ files_present); fails += 1
    start = lines.index("questions:")
    for i, ln in enumerate(lines, 1):
        if i <= start + 1:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            pending.append((i, m.group(1), m.group(2).strip(), m.group(3).strip()))
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = yaml.safe_load(ln.strip()[1:].strip())
            nq += 1
            gold = q["gold"]
            for g in gold:
                if g not in people:
                    print(f"FAIL line {i}: unknown key {g}"); fails += 1
            plus_owners = set()
            for (j, sign, fn, quote) in pending:
                nev += 1
                if fn not in OWNER:
                    print(f"FAIL line {j}: unknown file {fn}"); fails += 1; continue
                if fn not in cache:
                    cache[fn] = text_of(fn)
                if not any(norm(quote) in t for t in cache[fn]):
                    print(f"FAIL line {j}: quote not in {fn}: {quote}"); fails += 1
                if sign == "+":
                    if OWNER[fn] not in gold:
                        print(f"FAIL line {j}: + evidence for non-gold {OWNER[fn]}"); fails += 1
                    plus_owners.add(OWNER[fn])
            for g in gold:
                if g not in plus_owners:
                    print(f"FAIL line {i}: gold {g} has no + evidence ({q['q']})"); fails += 1
            pending = []
    if pending:
        print("FAIL: evidence lines after last question"); fails += 1
    print(f"{nq} questions, {nev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
