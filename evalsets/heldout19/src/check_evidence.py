#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown **/* markers ignored). Also sanity-checks gold keys.
Run: src/.venv/bin/python src/check_evidence.py   (from the heldout19 folder or anywhere)."""
import os, re, subprocess, sys
import yaml  # noqa  (falls back below if missing)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"xiongjunjie_resume.jpg": os.path.join(HERE, "xiong_junjie_resume_photo.txt")}


def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def file_text(name):
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        sys.exit(f"missing CV file: {name}")
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        from docx import Document
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.extend(p.text for p in c.paragraphs)
        for s in d.sections:
            parts.extend(p.text for p in s.header.paragraphs)
            parts.extend(p.text for p in s.footer.paragraphs)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:md|pdf|docx|jpg|txt)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        _, fname, quote = m.groups()
        if fname not in cache:
            cache[fname] = norm(file_text(fname))
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                bad += 1
                print("unknown gold key", g, "in", q["q"])
            used.add(g)
    if keys - used:
        bad += 1
        print("never gold:", keys - used)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
