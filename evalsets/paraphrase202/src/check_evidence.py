"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs (whitespace-insensitively)
in the text of its file, plus basic structure checks (4 questions per intent, same gold)."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_0932.jpg": os.path.join(HERE, "ewan_photo_page.txt")}

def docx_text(path):
    d = Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            parts.append(" ".join(c.text for c in row.cells))
            parts.extend(c.text for c in row.cells)
    for s in d.sections:
        parts.extend(p.text for p in s.header.paragraphs)
        parts.extend(p.text for p in s.footer.paragraphs)
    return "\n".join(parts)

def file_text(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        return docx_text(path)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    files = set(os.listdir(CVS))
    start = lines.index("questions:")
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        n += 1
        if fname not in files:
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(file_text(fname))
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    by_intent = collections.defaultdict(list)
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
        by_intent[q["intent"]].append(q)
    for it, qs in by_intent.items():
        if len(qs) != 4:
            print("intent", it, "has", len(qs), "questions"); bad += 1
        if len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("intent", it, "gold differs"); bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    if keys - used:
        print("never gold:", keys - used); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

main()
