#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive, markdown ** / # markers ignored) in the text of that file, and that the
question list is well formed (4 phrasings per intent, same gold, known people)."""
import os, re, subprocess, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "sq", "shaoqinghe_page.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise SystemExit(f"missing file {name}")
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    s = re.sub(r"(?m)^\s*#+\s*", "", s)
    return re.sub(r"\s+", "", s)

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s+(.*)$", ln)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fname)):
            continue  # header prose, not evidence
        n += 1
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"NOT FOUND [{sign}] {fname}: {quote}")
    import yaml
    y = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(y["people"])
    by = collections.defaultdict(list)
    for q in y["questions"]:
        assert set(q["gold"]) <= people, q
        by[q["intent"]].append(q)
    for k, qs in by.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            bad += 1; print("intent problem", k)
        langs = sorted("zh" if re.search(r"[\u4e00-\u9fff]", q["q"]) else "en" for q in qs)
        if langs != ["en", "en", "zh", "zh"]:
            bad += 1; print("lang mix problem", k)
    gold_people = {p for q in y["questions"] for p in q["gold"]}
    if people - gold_people:
        bad += 1; print("never gold:", people - gold_people)
    print(f"{n} evidence quotes checked, {len(y['questions'])} questions, {len(by)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

main()
