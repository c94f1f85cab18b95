#!/usr/bin/env python3
"""Self-check for heldout332/questions.yaml.
- every '# + file: quote' / '# - file: quote' quote occurs in that file's text (whitespace-insensitive,
  markdown ** / * markers and PDF bullets ignored);
- every '+' quote's file belongs to a gold person of the question below it, and every gold person
  has at least one '+' quote;
- every person is gold somewhere; prints counts by tag, language and gold size.
Text sources: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file itself
(.md/.json/.txt), and for the photo the page text kept in src/."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "runa_hallingstad_cv.pdf": "RH",
    "gong_qiuman_resume_zh.pdf": "GQ",
    "柯明澄_简历_2026.docx": "KM",
    "mingcheng_ke_cv_2023.jpg": "KM",
    "imogen_tresilian.json": "IT",
    "teodoro-vilaca.md": "TV",
}
PHOTO_TEXT = {"mingcheng_ke_cv_2023.jpg": os.path.join(HERE, "mingcheng_ke_cv_2023_page_text.txt")}


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
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    files = sorted(os.listdir(CVS))
    assert set(files) == set(OWNER), (files, sorted(OWNER))
    texts = {f: norm(text_of(f)) for f in files}
    errors = []
    pending = []
    qi = 0
    questions = data["questions"]
    for ln, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if m and m.group(2) in OWNER:
            sign, f, quote = m.groups()
            if norm(quote) not in texts[f]:
                errors.append(f"line {ln}: quote not in {f}: {quote!r}")
            pending.append((sign, f, ln))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = questions[qi]; qi += 1
            gold = set(q["gold"])
            plus = {OWNER[f] for s, f, _ in pending if s == "+"}
            for s, f, l in pending:
                if s == "+" and OWNER[f] not in gold:
                    errors.append(f"line {l}: + quote from {f} but {OWNER[f]} not gold for {q['q']!r}")
            for g in gold - plus:
                errors.append(f"line {ln}: gold {g} has no + quote for {q['q']!r}")
            if not pending:
                errors.append(f"line {ln}: no evidence comments for {q['q']!r}")
            pending = []
    if qi != len(questions):
        errors.append(f"matched {qi} question lines, yaml has {len(questions)}")
    people = set(data["people"])
    seen = set(g for q in questions for g in q["gold"])
    if people - seen:
        errors.append(f"never gold: {sorted(people - seen)}")
    for q in questions:
        if set(q["gold"]) - people:
            errors.append(f"unknown key in {q['q']!r}")
    tags = collections.Counter(t for q in questions for t in q["tags"])
    zh = sum(1 for q in questions if re.search(r"[\u4e00-\u9fff]", q["q"]))
    sizes = collections.Counter(len(q["gold"]) for q in questions)
    print(f"questions: {len(questions)} (zh {zh}, en {len(questions) - zh}); empty-gold {sizes[0]}")
    print("gold sizes:", dict(sorted(sizes.items())))
    print("tags:", dict(sorted(tags.items())))
    if errors:
        print("\n".join(errors)); print(f"FAIL: {len(errors)} problem(s)"); sys.exit(1)
    print("OK: all quotes found, evidence consistent with gold")


if __name__ == "__main__":
    main()
