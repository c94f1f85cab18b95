"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's
text (whitespace-insensitive; markdown ** markers and PDF bullets ignored), that gold keys exist,
and that every person is gold somewhere. The .jpg has no text layer: its text is the pdftotext of
the page before it was photographed (src/xuan/xuan_xiaoyun_2026_page_text.txt)."""
import os, re, subprocess, sys
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184522.jpg": os.path.join(ROOT, "src", "xuan", "xuan_xiaoyun_2026_page_text.txt")}

def norm(t):
    t = t.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        d = Document(path)
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
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    bad = 0; n = 0
    files = set(os.listdir(CVS))
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if not m:
            continue
        fname, quote = m.group(2).strip(), m.group(3).strip()
        if fname not in files:
            print(f"line {i}: unknown file {fname}"); bad += 1; continue
        n += 1
        if norm(quote) not in text_of(fname):
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, "in", q["q"]); bad += 1
            used.add(g)
    for k in keys - used:
        print("person never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
