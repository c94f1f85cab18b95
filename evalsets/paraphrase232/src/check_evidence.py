#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text.

PDF: pdftotext (fallback pypdf); DOCX: python-docx paragraphs, table cells, header/footer;
.md/.txt/.json: raw file (markdown * markers removed); the photo .jpg is checked against
src/<its text file>. Matching ignores all whitespace. Also checks gold/intent consistency.
"""
import json, os, re, subprocess, sys
from collections import defaultdict
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261114_083512.jpg": os.path.join(HERE, "yusra_talbot_cv_page1.txt"),
              "yusra_talbot_cv_page1.txt": os.path.join(HERE, "yusra_talbot_cv_page1.txt")}

def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        try:
            return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
        except Exception:
            from pypdf import PdfReader
            return "\n".join(p.extract_text() or "" for p in PdfReader(path).pages)
    if name.endswith(".docx"):
        from docx import Document
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    raw = open(path, encoding="utf-8").read()
    if name.endswith(".md"):
        raw = raw.replace("*", "")
    return raw

def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if fname not in cache:
            if fname not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, fname)):
                print(f"line {i}: missing file {fname}"); bad += 1; continue
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    by_intent = defaultdict(list)
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
        by_intent[q["intent"]].append(q)
    gold_people = set()
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
        gold_people |= set(qs[0]["gold"])
    if keys - gold_people:
        print("never gold:", keys - gold_people); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, problems: {bad}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
