#!/usr/bin/env python3
"""Self-check for heldout100/questions.yaml: every '# + file: quote' / '# - file: quote' comment
must occur (whitespace-insensitive, NFKC) in the text of that file; plus structural checks."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_142417.jpg": os.path.join(HERE, "tong_huimin_page1.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s).replace("•", "")

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    bad = 0; n = 0; pending_plus = []
    import yaml
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    qi = 0
    in_q = False
    for ln, line in enumerate(lines, 1):
        if line.startswith("questions:"):
            in_q = True
        if not in_q:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s+(.*)$", line)
        if m:
            sign, f, quote = m.groups()
            n += 1
            try:
                ok = norm(quote) in text_of(f.strip())
            except FileNotFoundError as e:
                print(f"line {ln}: missing file {e}"); bad += 1; continue
            if not ok:
                print(f"line {ln}: NOT FOUND in {f}: {quote}"); bad += 1
            if sign == "+":
                pending_plus.append(f.strip())
            continue
        if re.match(r"\s*- \{q:", line):
            q = data["questions"][qi]; qi += 1
            if q["gold"] and not pending_plus:
                print(f"line {ln}: gold without + evidence: {q['q']}"); bad += 1
            if (not q["gold"]) != ("empty-gold" in q["tags"]):
                print(f"line {ln}: empty-gold tag mismatch"); bad += 1
            for k in q["gold"]:
                if k not in people:
                    print(f"line {ln}: unknown key {k}"); bad += 1
            pending_plus = []
    gold_people = {k for q in data["questions"] for k in q["gold"]}
    for k in people - gold_people:
        print(f"person {k} is never gold"); bad += 1
    files = set(os.listdir(CVS))
    print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems; files: {len(files)}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
