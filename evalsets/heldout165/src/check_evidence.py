#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' in questions.yaml against the file's text
(whitespace-insensitive, NFKC). PDF: pdftotext; DOCX: python-docx paragraphs + table cells;
.md/.txt: the file (** and * markers removed); the photo: src/zhan_mingshu_2026_page.txt.
Also checks that every gold key has a "+" line, "+" lines name only gold people, and every person is gold somewhere."""
import os, re, subprocess, sys, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261014_093512.jpg": os.path.join(HERE, "zhan_mingshu_2026_page.txt")}
OWNER = {"Isabel_Salcedo_Resume.docx": "IS", "谷若澍_简历.pdf": "GRS", "Marton_Kiraly_CV.pdf": "MK",
         "bronagh_devlin.md": "BD", "湛明澍_简历_2022.txt": "ZMS", "IMG_20261014_093512.jpg": "ZMS"}
def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)
def text(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT: return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"): return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read().replace("**", "").replace("*", "")
cache = {}; fails = 0; n = 0
lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
pending = []
for i, ln in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
    if m:
        sign, fn, quote = m.groups()
        if fn not in OWNER: continue
        n += 1
        if fn not in cache: cache[fn] = norm(text(fn))
        if norm(quote.replace("**", "").replace("*", "")) not in cache[fn]:
            fails += 1; print(f"FAIL line {i}: {fn}: {quote}")
        pending.append((sign, OWNER[fn]))
        continue
    m = re.match(r"\s*-\s*\{q:", ln)
    if m:
        q = yaml.safe_load(ln.strip()[2:])
        gold = set(q["gold"]); plus = {o for s, o in pending if s == "+"}
        for g in gold - plus: fails += 1; print(f"FAIL line {i}: gold {g} has no + evidence")
        for s, o in pending:
            if s == "+" and o not in gold: fails += 1; print(f"FAIL line {i}: + line for non-gold {o}")
            if s == "-" and o in gold: print(f"note line {i}: - line on gold person {o} (trap inside a gold person's CV)")
        if not gold and not pending: print(f"note line {i}: empty-gold question without traps")
        pending = []
data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
allgold = {g for q in data["questions"] for g in q["gold"]}
for k in data["people"]:
    if k not in allgold: fails += 1; print(f"FAIL: {k} is gold nowhere")
print(f"{n} evidence lines, {len(data['questions'])} questions, {fails} failures")
sys.exit(1 if fails else 0)
