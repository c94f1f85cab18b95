"""Checks that every '# + file: quote' / '# - file: quote' evidence comment in questions.yaml
occurs verbatim (whitespace-insensitive, markdown ** ignored) in the text of that file.
Also checks: every gold key is in people, each intent has 4 questions with identical gold."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20251214_简历.jpg": os.path.join(HERE, "miao_anhe_zh_page1.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    return re.sub(r"\s+", "", s.replace("**", "").replace("•", ""))

def main():
    src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    cache, bad, n = {}, 0, 0
    started = False
    for ln, line in enumerate(src.splitlines(), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        fname, quote = m.group(2), m.group(3)
        if not os.path.exists(os.path.join(CVS, fname)):
            print(f"line {ln}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {ln}: NOT FOUND in {fname}: {quote}"); bad += 1
    d = yaml.safe_load(src)
    people = d["people"]
    intents = collections.defaultdict(list)
    for q in d["questions"]:
        for g in q["gold"]:
            if g not in people:
                print("unknown key", g, q["q"]); bad += 1
        intents[q["intent"]].append(q)
    for k, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", k, len(qs), golds); bad += 1
    golded = {g for q in d["questions"] for g in q["gold"]}
    for k in people:
        if k not in golded:
            print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(intents)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

main()
