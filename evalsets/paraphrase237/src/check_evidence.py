"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** and # markers ignored). Also checks the intent structure."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261115_213402.jpg": os.path.join(ROOT, "src", "yu_wanzhou_photo_page.txt")}


def docx_text(path):
    d = Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for c in row.cells:
                parts.append(c.text)
    for s in d.sections:
        for hf in (s.header, s.footer):
            parts += [p.text for p in hf.paragraphs]
    return "\n".join(parts)


def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        return docx_text(path)
    return open(path, encoding="utf-8").read()


def norm(s):
    s = s.replace("**", "")
    s = re.sub(r"(?m)^\s*#+", "", s)
    return re.sub(r"\s+", "", s)


def main():
    cache, bad, n = {}, 0, 0
    started = False
    for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line.rstrip("\n"))
        if not m:
            continue
        n += 1
        f, quote = m.group(2), m.group(3)
        if f not in cache:
            if f not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, f)):
                print("NO FILE", f); bad += 1; continue
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            print("MISSING", f, "::", quote); bad += 1
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    people = set(data["people"])
    by = collections.defaultdict(list)
    for q in data["questions"]:
        by[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                print("UNKNOWN KEY", g, q["q"]); bad += 1
    for i, qs in by.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", i, len(qs), golds); bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    if people - used:
        print("NEVER GOLD", people - used); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {len(by)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
