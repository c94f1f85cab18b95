#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml against its CV file's text.

Text: pdftotext for PDFs, python-docx paragraphs + table cells for DOCX, raw file for .md/.txt.
Comparison ignores all whitespace, NFKC-normalises, and drops markdown ** / * markers.
Also checks that every gold person has at least one '+' quote from one of their own files,
and that every person is gold somewhere. Exit 1 on any failure.
"""
import os, re, subprocess, sys, unicodedata
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "韦振华_简历_2026.pdf": "WZ", "Zhenhua_Wei_Resume_2023.docx": "WZ",
    "tariq_benali_cv.pdf": "TB", "孟晓萱-数据科学家.docx": "MX",
    "hw_pm_cv_2026.md": "KR", "weng_jianye.txt": "WJ",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.extend(c.text for c in row.cells)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    files = sorted(os.listdir(CVS))
    assert set(files) == set(OWNERS), f"cvs/ files differ from OWNERS: {files}"
    texts = {f: norm(text_of(f)) for f in files}
    lines = open(qpath, encoding="utf-8").read().splitlines()
    fails, pending, qi, checked = [], [], 0, 0
    gold_seen = set()
    started = False
    for ln in lines:
        s = ln.strip()
        if s == "questions:":
            started = True
            continue
        if not started:
            continue
        m = re.match(r"#\s*([+-])\s+(\S+?):\s+(.*)$", s)
        if m:
            pending.append((m.group(1), m.group(2), m.group(3), ln))
            continue
        if s.startswith("- {q:"):
            q = data["questions"][qi]
            qi += 1
            gold = set(q["gold"])
            gold_seen |= gold
            plus_owners = set()
            for sign, f, quote, raw in pending:
                checked += 1
                if f not in texts:
                    fails.append(f"unknown file: {raw}")
                    continue
                if norm(quote) not in texts[f]:
                    fails.append(f"quote not found in {f}: {quote!r}  (q: {q['q']})")
                if sign == "+":
                    plus_owners.add(OWNERS[f])
                    if OWNERS[f] not in gold:
                        fails.append(f"'+' evidence for non-gold {OWNERS[f]}: {q['q']}")
            for g in gold - plus_owners:
                fails.append(f"gold {g} has no '+' evidence: {q['q']}")
            pending = []
    if qi != len(data["questions"]):
        fails.append(f"parsed {qi} questions, yaml has {len(data['questions'])}")
    for k in data["people"]:
        if k not in gold_seen:
            fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{checked} evidence lines, {qi} questions, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
