#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, PDF bullets ignored), and that gold keys are declared people."""
import os, re, subprocess, sys
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(ROOT, "src", "ev", "emeric_vautrin_2026_page.txt")}

def norm(s):
    s = s.replace("•", "").replace("ﬀ", "ff").replace("ﬁ", "fi").replace("ﬂ", "fl")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [p.text for p in sec.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(data["people"])
    bad = n = 0
    for i, line in enumerate(open(qpath, encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.[A-Za-z]+):\s(.+)$", line)
        if not m:
            continue
        fname, quote = m.group(2).strip(), m.group(3).strip()
        n += 1
        try:
            ok = norm(quote) in text_of(fname)
        except FileNotFoundError:
            print(f"line {i}: missing file {fname}"); bad += 1; continue
        if not ok:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    used = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print("unknown gold key", k, "in", q["q"]); bad += 1
            used.add(k)
    for k in people - used:
        print("person never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
