"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** markers ignored). Also checks gold keys and as_of."""
import os, re, subprocess, sys
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"陆昊阳_简历_2026.jpg": os.path.join(HERE, "lu_haoyang_2026_photo_text.txt")}

def norm(s):
    return re.sub(r"\s+", "", s.replace("**", "").replace("•", ""))

def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append(" ".join(c.text for c in row.cells))
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    path = os.path.join(ROOT, "questions.yaml")
    lines = open(path, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s+(.*)$", ln)
        if not m:
            continue
        n += 1
        f, q = m.group(2), m.group(3)
        try:
            t = cache.setdefault(f, norm(text_of(f)))
        except FileNotFoundError as e:
            print(f"line {i}: no such file {f}"); bad += 1; continue
        if norm(q) not in t:
            print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1
    data = yaml.safe_load(open(path, encoding="utf-8"))
    keys = set(data["people"])
    assert data["as_of"] == "2026-11-26"
    used = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("unknown key", k, q["q"]); bad += 1
            used.add(k)
    if keys - used:
        print("never gold:", keys - used); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
