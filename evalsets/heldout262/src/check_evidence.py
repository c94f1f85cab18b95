"""Check every '+'/'-' evidence quote in ../questions.yaml occurs in its CV file's text
(whitespace-insensitive, NFKC, markdown ** ignored), that every gold person has '+' evidence
somewhere, and that every person is gold at least once. Exit 1 on failure."""
import json, os, re, subprocess, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        a = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        return a + "\n" + b
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

cache = {}
fails = 0
n = 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
pending = []
gold_seen = set()
people = set()
in_people = False
in_q = False
for ln in lines:
    if ln.startswith("people:"):
        in_people = True; continue
    if ln.startswith("questions:"):
        in_people = False; in_q = True; continue
    if in_people:
        m = re.match(r"\s+(\w+):", ln)
        if m: people.add(m.group(1))
        continue
    if not in_q:
        continue
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
    if m:
        sign, fn, quote = m.groups()
        fn = fn.strip()
        if not os.path.exists(os.path.join(CVS, fn)):
            print("MISSING FILE", fn); fails += 1; continue
        if fn not in cache: cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print("NOT FOUND", fn, "::", quote); fails += 1
        pending.append((sign, fn))
        continue
    m = re.match(r"\s*- \{q: \"(.*?)\", gold: \[(.*?)\]", ln)
    if m:
        gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
        plus = [f for s, f in pending if s == "+"]
        if gold and not plus:
            print("NO + EVIDENCE for", m.group(1)); fails += 1
        if not gold and plus:
            print("EMPTY GOLD WITH + EVIDENCE", m.group(1)); fails += 1
        for g in gold:
            if g not in people:
                print("UNKNOWN KEY", g); fails += 1
        gold_seen |= set(gold)
        pending = []
for p in sorted(people - gold_seen):
    print("NEVER GOLD", p); fails += 1
print(f"{n} quotes checked, {fails} failures")
sys.exit(1 if fails else 0)
