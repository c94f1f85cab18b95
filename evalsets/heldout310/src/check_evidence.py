#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** markers ignored). Also sanity-checks gold keys and counts."""
import os, re, sys, json, subprocess
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260318_142207.jpg": os.path.join(HERE, "zhen_yuxi_zh_page.txt")}

def norm(t):
    t = t.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", t)

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
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def main():
    files = sorted(os.listdir(CVS))
    texts = {f: norm(text_of(f)) for f in files}
    bad = 0; n = 0
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m or m.group(2) not in files and not m.group(2).endswith((".pdf", ".docx", ".md", ".json", ".jpg", ".txt")):
            continue
        n += 1
        f, q = m.group(2), m.group(3)
        if f not in texts:
            print(f"line {i}: unknown file {f}"); bad += 1; continue
        if norm(q) not in texts[f]:
            print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    keys = set(data["people"]); seen = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown gold key", g, q["q"]); bad += 1
            seen.add(g)
    if keys - seen:
        print("never gold:", keys - seen); bad += 1
    qs = data["questions"]
    zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
    empty = sum(1 for q in qs if not q["gold"])
    print(f"{n} quotes checked, {bad} problems; {len(qs)} questions, {zh} Chinese, {empty} empty-gold")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
