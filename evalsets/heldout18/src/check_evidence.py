#!/usr/bin/env python3
"""Self-check for heldout18: every '# + file: quote' / '# - file: quote' comment in
questions.yaml must occur (whitespace-insensitive) in the text of cvs/<file>.
PDF text = pdftotext (raw and -layout both tried); DOCX = paragraphs + table cells;
.md/.txt = file text with markdown ** markers removed. Also checks gold keys and YAML shape."""
import re, subprocess, sys, pathlib
import yaml  # noqa  (falls back below if missing)

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"

def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

cache = {}
def texts(name):
    if name in cache:
        return cache[name]
    f = CVS / name
    out = []
    if f.suffix == ".pdf":
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, str(f), "-"], capture_output=True, text=True, check=True).stdout)
    elif f.suffix == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        out.append("\n".join(parts))
    else:
        out.append(f.read_text(encoding="utf-8"))
    cache[name] = [norm(t) for t in out]
    return cache[name]

bad = 0
n = 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+([^:]+\.(?:pdf|docx|md|txt)):\s(.*)$", line)
    if not m:
        continue
    n += 1
    sign, fname, quote = m.groups()
    if not (CVS / fname).exists():
        print(f"line {i}: missing file {fname}"); bad += 1; continue
    if not any(norm(quote) in t for t in texts(fname)):
        print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1

data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
keys = set(data["people"])
used = set()
for q in data["questions"]:
    for g in q["gold"]:
        if g not in keys:
            print("unknown key", g, q["q"]); bad += 1
        used.add(g)
    if not q["gold"] and "empty-gold" not in q["tags"]:
        print("empty gold without tag:", q["q"]); bad += 1
missing = keys - used
if missing:
    print("people never gold:", missing); bad += 1
zh = sum(1 for q in data["questions"] if re.search(r"[\u4e00-\u9fff]", q["q"]))
print(f"{n} quotes checked, {len(data['questions'])} questions ({zh} Chinese), "
      f"{sum(1 for q in data['questions'] if not q['gold'])} empty-gold, problems: {bad}")
sys.exit(1 if bad else 0)
