"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive). Also checks gold keys exist and every person is gold somewhere."""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20230518_211402.jpg": os.path.join(HERE, "wu", "wu_zh_photo_page.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout + \
               subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, bad, n = {}, 0, 0
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", line)
        if not m:
            continue
        fname, quote = m.group(2).strip(), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fname)):
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    people = set(data["people"])
    used = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print("unknown key", k, q["q"]); bad += 1
            used.add(k)
    for k in people - used:
        print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
