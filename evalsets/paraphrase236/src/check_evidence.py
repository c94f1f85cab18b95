#!/usr/bin/env python3
"""Self-check for paraphrase236: every '+'/'-' evidence quote in questions.yaml must occur in the
text of its file (whitespace-insensitive; markdown ** markers and PDF bullets ignored), and the
4 questions of each intent must share one gold. Run with src/.venv/bin/python."""
import os, re, subprocess, sys, json, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261114_183207.jpg": os.path.join(HERE, "tian_shuoran_page.txt")}

def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s(.*)$", ln)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fname)):
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    # intent consistency (parse the flow mappings with yaml if available)
    try:
        import yaml
        data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
        by = collections.defaultdict(list)
        for q in data["questions"]:
            by[q["intent"]].append(q)
        for k, qs in by.items():
            golds = {tuple(sorted(q["gold"])) for q in qs}
            if len(qs) != 4 or len(golds) != 1:
                print(f"intent {k}: {len(qs)} questions, golds {golds}"); bad += 1
            for q in qs:
                for g in q["gold"]:
                    if g not in data["people"]:
                        print(f"unknown key {g}"); bad += 1
        used = {g for q in data["questions"] for g in q["gold"]}
        for p in data["people"]:
            if p not in used:
                print(f"person {p} is never gold"); bad += 1
        print(f"{len(data['questions'])} questions, {len(by)} intents")
    except ImportError:
        print("(pyyaml not installed: intent check skipped)")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

main()
