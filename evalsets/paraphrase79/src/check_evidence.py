"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its CV's text
(whitespace-insensitive; markdown '*' ignored). Also checks intent groups (4 each, same gold)."""
import os, re, sys, json, subprocess
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_214509.jpg": os.path.join(HERE, "g", "page_text.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    return "".join(s.replace("*", "").split())

def main():
    src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    cache, bad, n = {}, 0, 0
    for line in src.splitlines():
        m = re.match(r"\s*# ([+-]) (\S+\.\w+): (.+)$", line)
        if not m:
            continue
        sign, f, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, f)):
            print("NO FILE", f); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            print("MISSING", sign, f, "::", quote); bad += 1
    data = yaml.safe_load(src)
    keys = set(data["people"])
    groups = {}
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("UNKNOWN KEY", g, q["q"]); bad += 1
        groups.setdefault(q["intent"], []).append(q)
    for it, qs in groups.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", it, len(qs), golds); bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    for k in keys - used:
        print("NEVER GOLD", k); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {len(groups)} intents, problems: {bad}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
