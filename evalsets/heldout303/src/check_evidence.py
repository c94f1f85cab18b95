#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in questions.yaml against its file's text
(whitespace-insensitive, NFKC, markdown ** and PDF bullets ignored), that every gold person has
'+' evidence from one of their own files, and that no '-' line names a file of a gold person
for a quote that is also gold-supporting (not enforced: traps may sit in a gold person's file).
Also: every '+' line comes from a gold person's file and every person is gold somewhere."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "tong_siheng.pdf": "TSH",
    "巴晓川_封装工艺.md": "BXC",
    "hrbp_cv_pentreath.docx": "OP",
    "ezinne_nwabuisi.pdf": "EN",
    "郎景澍_简历_2026.txt": "LJS",
    "IMG_20220614_183209.jpg": "LJS",
}
PHOTO_TEXT = {"IMG_20220614_183209.jpg": os.path.join(ROOT, "src", "lang_jingshu_2022_en.page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    assert set(OWNERS) == set(os.listdir(CVS)), sorted(os.listdir(CVS))
    texts = {n: norm(text_of(n)) for n in OWNERS}
    fails, pending, qi = 0, [], 0
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            supported = set()
            for sign, f, quote in pending:
                if f not in texts:
                    print("UNKNOWN FILE", f, "|", q["q"]); fails += 1; continue
                if norm(quote) not in texts[f]:
                    print("NOT FOUND", sign, f, "|", quote); fails += 1; continue
                if sign == "+":
                    supported.add(OWNERS[f])
            for g in q["gold"]:
                if g not in supported:
                    print("NO + EVIDENCE for", g, "|", q["q"]); fails += 1
            for sign, f, quote in pending:
                if sign == "+" and OWNERS.get(f) not in q["gold"]:
                    print("+ LINE FOR NON-GOLD", f, "|", q["q"]); fails += 1
            pending = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    allgold = {g for q in data["questions"] for g in q["gold"]}
    for k in data["people"]:
        if k not in allgold:
            print("NEVER GOLD", k); fails += 1
    n = len(data["questions"])
    print(f"{n} questions, {sum(1 for q in data['questions'] if not q['gold'])} empty-gold, failures: {fails}")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
