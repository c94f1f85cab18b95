#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; PDF bullets ignored). Also checks gold keys exist in people."""
import os, re, subprocess, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
start = lines.index("questions:")
for i, line in enumerate(lines, 1):
    if i <= start:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
    if not m:
        continue
    fn, quote = m.group(2), m.group(3)
    if not os.path.exists(os.path.join(CVS, fn)):
        print(f"line {i}: no such file {fn}"); bad += 1; continue
    if fn not in cache:
        cache[fn] = norm(text_of(fn))
    n += 1
    if norm(quote) not in cache[fn]:
        print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1

# structural checks
try:
    import yaml
    y = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    keys = set(y["people"])
    used = set()
    for q in y["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown gold key", g, "in", q["q"]); bad += 1
            used.add(g)
    if keys - used:
        print("never gold:", keys - used); bad += 1
    print(f"{len(y['questions'])} questions, {len(keys)} people")
except ImportError:
    print("(pyyaml not installed; structural checks skipped)")

print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
