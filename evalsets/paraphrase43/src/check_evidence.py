"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the file's text
(whitespace-insensitive; markdown ** / * markers ignored). PDFs via pdftotext, DOCX via python-docx
paragraphs + table cells (+ header/footer), the photo via its page text kept in src/."""
import os, re, subprocess, sys
from docx import Document
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20221014_183552.jpg": os.path.join(HERE, "bo_qichuan_2022_en_page.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return a + "\n" + b
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" ".join(c.text for c in r.cells))
                parts.extend(c.text for c in r.cells)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
start = lines.index("questions:")
for i, line in enumerate(lines, 1):
    if i <= start:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    n += 1
    if f not in cache:
        try:
            cache[f] = norm(text_of(f))
        except FileNotFoundError as e:
            print(f"line {i}: missing file {e}"); bad += 1; continue
    if norm(quote) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1

d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(d["people"])
from collections import defaultdict
golds = defaultdict(set)
for q in d["questions"]:
    assert set(q["gold"]) <= keys, q
    golds[q["intent"]].add(tuple(sorted(q["gold"])))
for k, v in golds.items():
    if len(v) != 1:
        print("intent with differing gold:", k, v); bad += 1
used = set(x for q in d["questions"] for x in q["gold"])
if keys - used:
    print("people never gold:", keys - used); bad += 1
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
