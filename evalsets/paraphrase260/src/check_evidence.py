"""Self-check for questions.yaml: every '# + file: quote' / '# - file: quote' evidence line must
occur (whitespace-insensitive, markdown ** ignored) in the text of its file; every question has
an intent, intents have 4 questions with identical gold, gold keys exist, every person is gold
somewhere."""
import json, os, re, subprocess, sys, collections
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_093112.jpg": os.path.join(ROOT, "src", "rosalind_oyekunle_photo_page.txt")}


def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout + "\n" + \
            subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    errors = 0
    texts = {}
    n = 0
    started = False
    for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line.rstrip("\n"))
        if not m:
            continue
        sign, f, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, f)):
            print("NO FILE", f); errors += 1; continue
        if f not in texts:
            texts[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in texts[f]:
            print("MISSING", sign, f, "|", quote); errors += 1
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    keys = set(data["people"])
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        by_intent[q.get("intent")].append(q)
        for g in q["gold"]:
            if g not in keys:
                print("UNKNOWN KEY", g, q["q"]); errors += 1
            gold_people.add(g)
    for it, qs in by_intent.items():
        if it is None or len(qs) != 4:
            print("INTENT SIZE", it, len(qs)); errors += 1
        if len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("GOLD DIFFERS", it); errors += 1
    if keys - gold_people:
        print("NEVER GOLD", keys - gold_people); errors += 1
    print(f"{n} evidence quotes, {len(data['questions'])} questions, {len(by_intent)} intents, {errors} errors")
    sys.exit(1 if errors else 0)


main()
