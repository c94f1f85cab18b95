"""Self-check: every '# + file: quote' / '# - file: quote' line in questions.yaml occurs in that
file's text (whitespace-insensitive; markdown ** and PDF bullets ignored). Also checks gold keys."""
import os, re, subprocess, sys
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(ROOT, "src/lauren/IMG_20261103_184512.page.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        a = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
        return a + "\n\x00\n" + b
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

cache, bad, n = {}, 0, 0
qy = os.path.join(ROOT, "questions.yaml")
for ln, line in enumerate(open(qy, encoding="utf-8"), 1):
    m = re.match(r"\s*#\s*([+-])\s+([^:\s]+\.(?:pdf|docx|md|txt|jpg)):\s(.+)$", line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    n += 1
    if fname not in cache:
        try:
            cache[fname] = norm(text_of(fname))
        except FileNotFoundError as e:
            print(f"line {ln}: missing file {fname}"); bad += 1; continue
    if norm(quote) not in cache[fname]:
        print(f"line {ln}: NOT FOUND in {fname}: {quote}"); bad += 1

data = yaml.safe_load(open(qy, encoding="utf-8"))
keys = set(data["people"])
used = set()
for q in data["questions"]:
    for g in q["gold"]:
        if g not in keys:
            print("unknown key", g, q["q"]); bad += 1
        used.add(g)
if keys - used:
    print("never gold:", keys - used); bad += 1
print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
