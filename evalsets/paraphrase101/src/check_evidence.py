#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' evidence comment in questions.yaml
occurs verbatim (whitespace-insensitive, markdown ** / * markers ignored) in its file's text.
Also checks the paraphrase structure: 4 questions per intent, identical gold, keys defined."""
import re, subprocess, sys, os, json, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_142209.jpg": os.path.join(HERE, "pi_jiarui_photo_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("\u3000", " ")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise SystemExit(f"missing file {name}")
    if name in PHOTO_TEXT:
        texts = [open(PHOTO_TEXT[name], encoding="utf-8").read()]
    elif name.endswith(".pdf"):
        texts = [subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout,
                 subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout]
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        texts = ["\n".join(parts)]
    else:
        texts = [open(path, encoding="utf-8").read()]
    _cache[name] = [norm(t) for t in texts]
    return _cache[name]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    bad = n = 0
    for line in open(qpath, encoding="utf-8"):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+?)\s*$", line)
        if not m:
            continue
        sign, f, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, f)):
            continue
        n += 1
        if not any(norm(quote) in t for t in text_of(f)):
            bad += 1
            print(f"NOT FOUND [{sign}] {f}: {quote}")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    groups = collections.defaultdict(list)
    for q in data["questions"]:
        groups[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in keys:
                bad += 1; print("unknown key", k, q["q"])
    for it, qs in groups.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            bad += 1; print("intent problem", it, len(qs), golds)
    used = {k for q in data["questions"] for k in q["gold"]}
    if used != keys:
        bad += 1; print("people never gold:", keys - used)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(groups)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
