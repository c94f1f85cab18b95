"""Checks that every '# + file: quote' / '# - file: quote' line in ../questions.yaml occurs in the
text of that file (whitespace-insensitive). PDFs: pdftotext; DOCX: python-docx paragraphs + table
cells; .txt: the file; the phone photo: src/fan_zijun_zh_photo_page.txt. Also checks that each
'+' file belongs to a gold person of the question below it."""
import os, re, subprocess, sys
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261118_093412.jpg": os.path.join(HERE, "fan_zijun_zh_photo_page.txt")}
OWNER = {"cormac_ellery_cv.pdf": "CE", "沙海涛_FPGA_简历.pdf": "SH", "栗雨萌-增长产品经理.docx": "LY",
         "Zijun_Fan_SRE.docx": "FZ", "IMG_20261118_093412.jpg": "FZ", "ofarnsworth_resume.txt": "OF"}

def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

norm = lambda s: re.sub(r"\s+", "", s).replace("•", "")
cache, bad, n = {}, 0, 0
pending = []
started = False
for ln, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
    if line.startswith("questions:"):
        started = True
    if not started:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
    if m:
        sign, f, quote = m.groups()
        if f not in OWNER:
            print(f"line {ln}: unknown file {f}"); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            print(f"line {ln}: NOT FOUND in {f}: {quote}"); bad += 1
        pending.append((ln, sign, f))
        continue
    q = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
    if q:
        gold = {g.strip() for g in q.group(2).split(",") if g.strip()}
        for pln, sign, f in pending:
            if sign == "+" and OWNER[f] not in gold:
                print(f"line {pln}: '+' evidence from {f} ({OWNER[f]}) but gold is {sorted(gold)}"); bad += 1
        plus_owners = {OWNER[f] for _, s, f in pending if s == "+"}
        for g in gold - plus_owners:
            print(f"line {ln}: gold {g} has no '+' evidence"); bad += 1
        pending = []
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
