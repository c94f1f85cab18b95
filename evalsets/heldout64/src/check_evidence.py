#!/usr/bin/env python3
"""Self-check for heldout64: every '# + file: quote' / '# - file: quote' comment in questions.yaml
must occur (whitespace-insensitively) in the text of its file. Also checks gold keys and counts."""
import os, re, subprocess, sys, unicodedata
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
# photographed page: its text is kept in src/ (the .jpg has no text layer)
PHOTO_TEXT = {"IMG_20261014_213507.jpg": os.path.join(HERE, "sheng_yicheng_2026_photo_text.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "").replace("·", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout + "\n" + \
               subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def main():
    src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(src)
    keys = set(data["people"])
    cache, bad, n = {}, 0, 0
    for m in re.finditer(r"^\s*#\s*([+-])\s+([^:\s][^:]*?):\s(.+)$", src, re.M):
        sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
        if fname not in cache:
            if fname not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, fname)):
                print(f"MISSING FILE {fname}"); bad += 1; cache[fname] = ""; continue
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"NOT FOUND [{sign}] {fname}: {quote}")
    qs = data["questions"]
    for q in qs:
        for g in q["gold"]:
            if g not in keys:
                print("UNKNOWN KEY", g, q["q"]); bad += 1
    gold_people = {g for q in qs for g in q["gold"]}
    if gold_people != keys:
        print("never gold:", keys - gold_people); bad += 1
    zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
    empty = sum(1 for q in qs if not q["gold"])
    print(f"{n} quotes checked, {len(qs)} questions ({zh} Chinese, {len(qs)-zh} English, {empty} empty-gold), {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
