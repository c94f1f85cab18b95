#!/usr/bin/env python3
"""Self-check for heldout9/questions.yaml.

Checks that every evidence comment "# + file: quote" / "# - file: quote" above a question quotes
text that really occurs in that file, comparing whitespace-insensitively (NFKC; markdown '*'
markers and PDF bullets '•' ignored). Text sources: pdftotext for PDFs, python-docx paragraphs +
table cells + header/footer for DOCX, the file itself for .md/.txt, and for the phone photo the
page text kept in src/yangshuo_cv_photo.page.txt. Also checks that every gold person has at least
one '+' line from one of their own files, that no '-' line comes from a gold person's file, that
every person is gold somewhere, and that gold keys exist in people:.
Run with src/.venv/bin/python src/check_evidence.py ; exit 1 on any failure.
"""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

OWNERS = {
    "xu_jingyi_zh.pdf": "XJY", "jingyi_xu_cv.pdf": "XJY",
    "arjun_menon.pdf": "AM",
    "guoyuxin_resume.pdf": "GYX",
    "fiona_gallagher.docx": "FG",
    "钱浩天_简历.docx": "QHT",
    "elena_petrova_cv.pdf": "EP",
    "zhu_mingze.txt": "ZMZ",
    "nadia_haddad.md": "NH",
    "penglixin_2019.txt": "PLX", "peng_lixin_2026.pdf": "PLX",
    "rebecca_stein_cv.pdf": "RS",
    "resume_final_v3.docx": "KJ",
    "yangshuo_cv_photo.jpg": "YS",
    "wu_qingyang_resume.pdf": "WQY",
    "oluwaseun_adeyemi.docx": "OA",
    "ye_zhiwei.md": "YZW",
}


def docx_text(path):
    d = Document(path)
    parts = [p.text for p in d.paragraphs]
    def cells(tables):
        for t in tables:
            for row in t.rows:
                for c in row.cells:
                    for p in c.paragraphs:
                        parts.append(p.text)
                    cells(c.tables)
    cells(d.tables)
    for s in d.sections:
        for hf in (s.header, s.footer):
            parts.extend(p.text for p in hf.paragraphs)
            cells(hf.tables)
    return "\n".join(parts)


def file_text(name):
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        return docx_text(path)
    if name.endswith(".jpg"):
        with open(os.path.join(HERE, "yangshuo_cv_photo.page.txt"), encoding="utf-8") as f:
            return f.read()
    with open(path, encoding="utf-8") as f:
        return f.read()


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    missing = set(OWNERS) - set(os.listdir(CVS))
    extra = set(os.listdir(CVS)) - set(OWNERS)
    fails = []
    if missing or extra:
        fails.append(f"cvs/ mismatch: missing {missing}, unlisted {extra}")
    texts = {n: norm(file_text(n)) for n in OWNERS if n not in missing}
    lines = open(qpath, encoding="utf-8").read().splitlines()
    pending = []
    qi = 0
    gold_seen = set()
    n_ev = 0
    for ln, line in enumerate(lines, 1):
        s = line.strip()
        m = re.match(r"#\s*([+-])\s+(\S+?):\s+(.*)$", s)
        if m and m.group(2) in OWNERS:
            pending.append((ln, m.group(1), m.group(2), m.group(3)))
            continue
        if s.startswith("- {q:") or s.startswith("- q:"):
            q = data["questions"][qi]
            qi += 1
            gold = set(q["gold"])
            for g in gold:
                if g not in people:
                    fails.append(f"L{ln}: gold key {g} not in people")
            gold_seen |= gold
            supported = set()
            for (eln, sign, fname, quote) in pending:
                n_ev += 1
                if norm(quote) not in texts.get(fname, ""):
                    fails.append(f"L{eln}: quote not found in {fname}: {quote}")
                owner = OWNERS[fname]
                if sign == "+":
                    if owner not in gold:
                        fails.append(f"L{eln}: '+' line from {fname} ({owner}) but {owner} not gold for: {q['q']}")
                    supported.add(owner)
                else:
                    if owner in gold:
                        fails.append(f"L{eln}: '-' line from gold person's file {fname} for: {q['q']}")
            for g in gold - supported:
                fails.append(f"L{ln}: gold {g} has no '+' evidence: {q['q']}")
            pending = []
    if qi != len(data["questions"]):
        fails.append(f"parsed {qi} question lines but yaml has {len(data['questions'])}")
    for k in set(people) - gold_seen:
        fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{len(data['questions'])} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
