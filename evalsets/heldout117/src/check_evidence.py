#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** / * markers and PDF bullets ignored) in the file's text.
PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; .md/.txt -> file;
the photo JPG -> src/harumi_castonguay_page1.txt (pdftotext of the page before it was photographed).
Also checks the YAML parses, gold keys exist, and every person is gold somewhere."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_183522.jpg": os.path.join(HERE, "harumi_castonguay_page1.txt"),
              "harumi_castonguay_page1.txt": os.path.join(HERE, "harumi_castonguay_page1.txt")}
ALIAS = {"harumi_castonguay_page1.txt": "IMG_20261104_183522.jpg"}

def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path); parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qy = os.path.join(ROOT, "questions.yaml"); bad = n = 0; cache = {}
    for i, line in enumerate(open(qy, encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*\S)\s*$", line)
        if not m: continue
        sign, f, quote = m.groups()
        if f not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, f)):
            print(f"line {i}: no such file {f}"); bad += 1; continue
        if f not in cache: cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
    try:
        import yaml
        y = yaml.safe_load(open(qy, encoding="utf-8")); keys = set(y["people"]); used = set()
        for q in y["questions"]:
            for g in q["gold"]:
                if g not in keys: print("unknown key", g, q["q"]); bad += 1
                used.add(g)
        for k in keys - used: print("never gold:", k); bad += 1
        print(len(y["questions"]), "questions,", sum(1 for q in y["questions"] if not q["gold"]), "empty-gold")
    except ImportError:
        print("(pyyaml not installed: YAML structure not checked)")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
