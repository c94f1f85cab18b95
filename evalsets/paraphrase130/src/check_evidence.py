"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs (whitespace-insensitive)
in the text of its file; also checks gold keys, intents (4 questions, same gold) and tags."""
import json, os, re, subprocess, sys
from collections import defaultdict
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"bai_ruotong_简历照片.jpg": os.path.join(HERE, "bai_ruotong_photo_page.txt")}


def norm(s):
    s = s.replace("**", "").replace("*", "")
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("--", "-")
    s = re.sub(r"[\u201c\u201d\"]", '"', s)
    return re.sub(r"\s+", "", s)


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def main():
    raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(raw)
    people = set(data["people"])
    cache, bad, n = {}, 0, 0
    body = raw.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+):\s(.+)$", line)
        if not m:
            continue
        fn, quote = m.group(2), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fn)):
            print("MISSING FILE", fn); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print("NOT FOUND", fn, "::", quote); bad += 1
    byint = defaultdict(list)
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in people:
                print("UNKNOWN KEY", g, q["q"]); bad += 1
        byint[q["intent"]].append(q)
    for k, qs in byint.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", k, len(qs), golds); bad += 1
    gold_people = {g for q in data["questions"] for g in q["gold"]}
    for p in people - gold_people:
        print("NEVER GOLD", p); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(byint)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
