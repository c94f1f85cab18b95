"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** markers and PDF bullets ignored) in that file's text."""
import os, re, subprocess, sys, yaml
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "lian", "page_text.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s?(.*)$", line)
    if not m: continue
    sign, f, q = m.groups(); n += 1
    if f not in cache:
        if not os.path.exists(os.path.join(CVS, f)):
            print(f"line {i}: no such file {f}"); bad += 1; continue
        cache[f] = norm(text_of(f))
    if norm(q) not in cache[f]:
        print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1
# structure checks
d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
byint = {}
for q in d["questions"]:
    byint.setdefault(q["intent"], []).append(q)
    for k in q["gold"]:
        if k not in d["people"]: print("unknown key", k, q["q"]); bad += 1
for k, qs in byint.items():
    if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
        print("intent not 4 questions with one gold:", k); bad += 1
golded = {k for q in d["questions"] for k in q["gold"]}
for k in d["people"]:
    if k not in golded: print("never gold:", k); bad += 1
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
