#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its CV file
(whitespace-insensitive; markdown ** / * markers ignored; PDF via pdftotext raw and -layout;
DOCX via python-docx paragraphs and table cells; the photo via src/<name>.txt).
Also checks that every gold person has a '+' quote from one of their own files, that no '-'
quote is from a gold person's file, and that each person is gold somewhere. Exit 1 on failure."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "Zhuang_Yifan_CV_2026.pdf": "ZY", "IMG_20211014_193522.jpg": "ZY",
    "卓一楠-数字IC验证-简历.pdf": "ZN", "裘雨婷_电商产品_简历.docx": "QY",
    "HaolinPeng_Resume.docx": "PH", "xiao_yunshu_cv.md": "XY",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def texts(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    if fn.endswith(".jpg"):
        return [open(os.path.join(HERE, fn.rsplit(".", 1)[0] + ".txt"), encoding="utf-8").read()]
    return [open(p, encoding="utf-8").read()]


def main():
    assert sorted(os.listdir(CVS)) == sorted(OWNER), sorted(os.listdir(CVS))
    cache = {fn: [norm(t) for t in texts(fn)] for fn in OWNER}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    qs = data["questions"]
    fails, pending, qi, n = [], [], 0, 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+):\s+(.*\S)\s*$", ln)
        if m and m.group(2) in OWNER:
            pending.append(m.groups()); continue
        if re.match(r"\s*- \{q:", ln):
            q = qs[qi]; qi += 1
            gold = set(q["gold"]); have = set()
            for sign, fn, quote in pending:
                n += 1
                if not any(norm(quote) in t for t in cache[fn]):
                    fails.append(f"Q{qi} quote not found in {fn}: {quote}")
                owner = OWNER[fn]
                if sign == "+":
                    if owner not in gold:
                        fails.append(f"Q{qi} '+' quote from non-gold {owner}: {quote}")
                    have.add(owner)
                elif owner in gold:
                    fails.append(f"Q{qi} '-' quote from gold {owner}: {quote}")
            for g in gold - have:
                fails.append(f"Q{qi} gold {g} has no '+' evidence")
            pending = []
    assert qi == len(qs), (qi, len(qs))
    everyone = set(data["people"])
    golded = set().union(*[set(q["gold"]) for q in qs])
    for p in everyone - golded:
        fails.append(f"{p} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{len(qs)} questions, {n} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
