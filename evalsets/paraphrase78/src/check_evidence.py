"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown '*' markers ignored). Also checks intent consistency."""
import os, re, subprocess, sys, json
import yaml, docx
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_214512.jpg": os.path.join(ROOT, "src", "yu_qingke_photo_page.txt")}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

norm = lambda s: re.sub(r"\s+", "", s).replace("*", "")
cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
start = lines.index("questions:")
for i, ln in enumerate(lines[start:], start + 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
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
data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
golds = {}
for q in data["questions"]:
    for k in q["gold"]:
        if k not in data["people"]:
            print("unknown key", k, q["q"]); bad += 1
    golds.setdefault(q["intent"], []).append(sorted(q["gold"]))
for it, gs in golds.items():
    if len(gs) != 4 or any(g != gs[0] for g in gs):
        print("intent inconsistent:", it, gs); bad += 1
unused = set(data["people"]) - {k for q in data["questions"] for k in q["gold"]}
if unused:
    print("people never gold:", unused); bad += 1
print(f"{n} quotes checked, {len(data['questions'])} questions, {len(golds)} intents, {bad} problems")
sys.exit(1 if bad else 0)
