"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown * markers ignored). Also checks intent groups share one gold."""
import os, re, subprocess, sys, json
from collections import defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")

def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        sys.exit(f"missing file {fn}")
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".jpg"):
        return open(os.path.join(HERE, os.path.splitext(fn)[0] + ".txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

def norm(s):
    return re.sub(r"\s+", "", s.replace("*", "").replace("•", ""))

cache, bad, n = {}, 0, 0
ev_re = re.compile(r"^\s+#\s*([+-])\s+(\S+?):\s(.*)$")
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    m = ev_re.match(line)
    if not m:
        continue
    sign, fn, quote = m.groups()
    if fn not in cache:
        cache[fn] = norm(text_of(fn))
    n += 1
    if norm(quote) not in cache[fn]:
        bad += 1
        print(f"NOT FOUND [{sign}] {fn}: {quote}")

import yaml
d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
groups = defaultdict(list)
for q in d["questions"]:
    groups[q["intent"]].append(q)
    for g in q["gold"]:
        if g not in d["people"]:
            bad += 1; print("unknown key", g)
for k, qs in groups.items():
    if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
        bad += 1; print("intent problem", k)
used = {g for q in d["questions"] for g in q["gold"]}
for p in d["people"]:
    if p not in used:
        bad += 1; print("never gold:", p)
for fn in os.listdir(CVS):
    if fn not in cache:
        print("note: no evidence quoted from", fn)
print(f"{n} quotes checked, {len(groups)} intents, {len(d['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
