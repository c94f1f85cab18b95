#!/usr/bin/env python3
"""Checks questions.yaml: every '+'/'-' evidence quote occurs (whitespace-insensitively) in its
file's text; every gold key is in people; each intent has 4 questions with identical gold."""
import json, os, re, subprocess, sys, collections
import yaml  # noqa  (PyYAML; falls back to a tiny parser if missing)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_214512.jpg": os.path.join(HERE, "shen_tianyu_zh_page_text.txt")}


def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if not os.path.exists(p):
        raise FileNotFoundError(name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", line)
        if not m:
            continue
        sign, f, quote = m.groups()
        n += 1
        if f not in cache:
            try:
                cache[f] = norm(text_of(f))
            except FileNotFoundError:
                print(f"line {i}: no such file {f}"); bad += 1; continue
        if norm(quote) not in cache[f]:
            print(f"line {i}: quote not found in {f}: {quote}"); bad += 1
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    by_intent = collections.defaultdict(list)
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print("unknown key", k, q["q"]); bad += 1
        by_intent[q["intent"]].append(q)
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
    used = {k for q in data["questions"] for k in q["gold"]}
    for k in people:
        if k not in used:
            print("person never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
