#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** markers ignored). Also checks every gold member has a '+'
line, that no '-' line is the only evidence, and that every person is gold somewhere.
Run: src/.venv/bin/python src/check_evidence.py   (from the set folder or anywhere)."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"rosie_yuan_resume_2026.jpg": os.path.join(ROOT, "src", "yuan_ruoxi_en_2026_page.txt")}

def norm(t):
    t = unicodedata.normalize("NFKC", t).replace("**", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def owner_of(name):
    return {"leofric_ferrabee.pdf": "LF", "fu_yunzhou_zh.pdf": "FY", "simisola_adeoti_cv.docx": "SA",
            "瞿佳慧_简历.txt": "QJ", "袁若曦_简历_2023.md": "YR", "rosie_yuan_resume_2026.jpg": "YR"}[name]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    lines = open(qpath, encoding="utf-8").read().splitlines()
    fails, pending, n_ev, qi = [], [], 0, 0
    gold_seen = set()
    qs = data["questions"]
    lines = lines[lines.index("questions:") + 1:]
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            sign, fname, quote = m.groups()
            n_ev += 1
            try:
                ok = norm(quote) in text_of(fname)
            except FileNotFoundError:
                ok = False
                fails.append(f"missing file {fname}")
            if not ok:
                fails.append(f"NOT FOUND {fname}: {quote}")
            pending.append((sign, owner_of(fname)))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = qs[qi]; qi += 1
            plus = {o for s, o in pending if s == "+"}
            for g in q["gold"]:
                gold_seen.add(g)
                if g not in plus:
                    fails.append(f"no + evidence for {g} in: {q['q']}")
            for o in plus:
                if o not in q["gold"]:
                    fails.append(f"+ evidence for non-gold {o} in: {q['q']}")
            for s, o in pending:
                if s == "-" and o in q["gold"] and o not in plus:
                    fails.append(f"- line names gold {o} in: {q['q']}")
            pending = []
    assert qi == len(qs), (qi, len(qs))
    for k in data["people"]:
        if k not in gold_seen:
            fails.append(f"person {k} never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{len(qs)} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
