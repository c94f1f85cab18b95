"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text
(whitespace-insensitive; markdown '*' markers and PDF bullets ignored), plus structural checks."""
import os, re, sys, subprocess, json, collections
import yaml
from docx import Document
here = os.path.dirname(os.path.abspath(__file__))
root = os.path.join(here, "..")
CVS = os.path.join(root, "cvs")
PHOTO_TEXT = {"IMG_20260309_141522.jpg": os.path.join(here, "miao_jingran_zh_page1.txt")}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
in_q = False
for line in open(os.path.join(root, "questions.yaml"), encoding="utf-8"):
    if line.startswith("questions:"):
        in_q = True
    m = in_q and re.match(r"\s*# ([+-]) ([^:]+?): (.*)$", line)
    if not m:
        continue
    fn, quote = m.group(2).strip(), m.group(3).strip()
    if not os.path.exists(os.path.join(CVS, fn)):
        print("MISSING FILE", fn); bad += 1; continue
    if fn not in cache:
        cache[fn] = norm(text_of(fn))
    n += 1
    if norm(quote) not in cache[fn]:
        print("NOT FOUND", fn, "::", quote); bad += 1

d = yaml.safe_load(open(os.path.join(root, "questions.yaml"), encoding="utf-8"))
by_intent = collections.defaultdict(list)
for q in d["questions"]:
    by_intent[q["intent"]].append(q)
    for k in q["gold"]:
        if k not in d["people"]:
            print("UNKNOWN KEY", k, q["q"]); bad += 1
for name, qs in by_intent.items():
    if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
        print("INTENT NOT 4 x SAME GOLD", name); bad += 1
golds = {k for q in d["questions"] for k in q["gold"]}
for k in d["people"]:
    if k not in golds:
        print("NEVER GOLD", k); bad += 1
print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by_intent)} intents, problems: {bad}")
sys.exit(1 if bad else 0)
