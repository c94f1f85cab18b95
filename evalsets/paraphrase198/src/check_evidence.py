"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the text
of its file in ../cvs (whitespace-insensitive, NFKC, markdown */** and PDF bullets ignored), and
that all questions of one intent share the same gold. Run with src/.venv/bin/python."""
import os, re, subprocess, sys, unicodedata, json
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"宁静远_策划简历_手机拍.jpg": os.path.join(HERE, "ning_jingyuan_page1.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "").replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def docx_text(path):
    d = Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for c in row.cells:
                parts.append(c.text)
    for s in d.sections:
        for hf in (s.header, s.footer):
            parts += [p.text for p in hf.paragraphs]
    return "\n".join(parts)

cache = {}
def texts(fn):
    if fn in cache: return cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p): sys.exit(f"missing file {fn}")
    if fn in PHOTO_TEXT: out = [open(PHOTO_TEXT[fn], encoding="utf-8").read()]
    elif fn.endswith(".pdf"):
        out = [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout for a in (["-layout"], [])]
    elif fn.endswith(".docx"): out = [docx_text(p)]
    else: out = [open(p, encoding="utf-8").read()]
    cache[fn] = [norm(t) for t in out]
    return cache[fn]

bad = n = 0
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?):\s(.+)$", line.rstrip("\n"))
    if not m or m.group(2).strip().upper() in ("GOLD RULES",): continue
    fn, quote = m.group(2).strip(), m.group(3).strip()
    if not (fn.endswith((".pdf", ".docx", ".md", ".txt", ".json", ".jpg"))): continue
    n += 1
    if not any(norm(quote) in t for t in texts(fn)):
        bad += 1; print(f"NOT FOUND [{fn}] {quote}")

q = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
people = set(q["people"])
by_intent = {}
for it in q["questions"]:
    assert set(it["gold"]) <= people, it
    by_intent.setdefault(it["intent"], []).append(tuple(sorted(it["gold"])))
for k, v in by_intent.items():
    if len(v) != 4 or len(set(v)) != 1:
        bad += 1; print(f"INTENT {k}: {len(v)} questions, golds {set(v)}")
golded = set(g for it in q["questions"] for g in it["gold"])
if golded != people: bad += 1; print("never gold:", people - golded)
print(f"{n} quotes checked, {len(q['questions'])} questions, {len(by_intent)} intents, problems: {bad}")
sys.exit(1 if bad else 0)
