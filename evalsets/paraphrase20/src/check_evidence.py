"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its CV file's text
(whitespace-insensitive; markdown ** markers and PDF bullets ignored), that every quoted file
exists, and that the 4 questions of each intent share one gold."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CVS = os.path.join(ROOT, "cvs")

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def texts(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return [subprocess.run(["pdftotext", *opt, p, "-"], capture_output=True, text=True).stdout
                for opt in (["-layout"], [])]
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs + s.footer.paragraphs]
        return ["\n".join(parts)]
    return [open(p, encoding="utf-8").read()]

cache, bad, n = {}, 0, 0
line_re = re.compile(r"^\s*#\s*([+-])\s+([\w.\-]+\.(?:pdf|docx|md|txt|json)):\s*(.+?)\s*$")
for ln, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    m = line_re.match(line)
    if not m:
        continue
    n += 1
    sign, fn, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, fn)):
        print(f"line {ln}: missing file {fn}"); bad += 1; continue
    if fn not in cache:
        cache[fn] = [norm(t) for t in texts(fn)]
    if not any(norm(quote) in t for t in cache[fn]):
        print(f"line {ln}: NOT FOUND in {fn}: {quote}"); bad += 1

d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
keys = set(d["people"])
by_intent = collections.defaultdict(list)
for q in d["questions"]:
    by_intent[q["intent"]].append(q)
    if not set(q["gold"]) <= keys:
        print("unknown key in", q["q"]); bad += 1
for it, qs in by_intent.items():
    golds = {tuple(sorted(q["gold"])) for q in qs}
    if len(qs) != 4 or len(golds) != 1:
        print(f"intent {it}: {len(qs)} questions, {len(golds)} distinct golds"); bad += 1
gold_people = {k for q in d["questions"] for k in q["gold"]}
if keys - gold_people:
    print("never gold:", keys - gold_people); bad += 1
print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by_intent)} intents, {bad} problems")
sys.exit(1 if bad else 0)
