"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC, markdown ** ignored). Also checks each intent has 4 questions
with identical gold, and every person is gold somewhere."""
import os, re, subprocess, sys, unicodedata, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_网络工程师简历.jpg": os.path.join(HERE, "f_ou", "ou_zhijian_page_text.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("“", '"').replace("”", '"')
    return re.sub(r"\s+", "", s)

def text_of(fn):
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout + \
               subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.footer.paragraphs] + [x.text for x in s.header.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
started = False
for ln in lines:
    if ln.startswith("questions:"):
        started = True
    if not started:
        continue
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
    if not m:
        continue
    fn, quote = m.group(2).strip(), m.group(3).strip()
    if fn not in cache:
        if fn not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, fn)):
            print("MISSING FILE", fn); bad += 1; continue
        cache[fn] = norm(text_of(fn))
    n += 1
    if norm(quote) not in cache[fn]:
        print("NOT FOUND", fn, "|", quote); bad += 1

d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
by = collections.defaultdict(list)
for q in d["questions"]:
    by[q["intent"]].append(q)
    for k in q["gold"]:
        if k not in d["people"]:
            print("UNKNOWN KEY", k); bad += 1
for it, qs in by.items():
    if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
        print("INTENT PROBLEM", it); bad += 1
golds = {k for q in d["questions"] for k in q["gold"]}
for k in d["people"]:
    if k not in golds:
        print("NEVER GOLD", k); bad += 1
print(f"{n} quotes checked, {len(by)} intents, {len(d['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
