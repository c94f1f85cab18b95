"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC), that every gold person has '+' evidence, and that every person is
gold somewhere. Exit 1 on any failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20260914_183207.jpg": HERE / "liang" / "liang_2026_page.txt"}
OWNER = {"陆时衡_电力电子硬件.pdf": "LSH", "Fionnuala_Hartigan_CV.pdf": "FH",
         "Maelle_Vandenberghe_Landscape.docx": "MV", "花语晨-内容安全.md": "HYC",
         "liang_zhuoheng_cv_2022.txt": "LZH", "IMG_20260914_183207.jpg": "LZH"}

def text_of(name):
    f = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if f.suffix == ".docx":
        from docx import Document
        d = Document(str(f)); parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return f.read_text(encoding="utf-8")

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)

texts = {p.name: norm(text_of(p.name)) for p in CVS.iterdir()}
assert set(texts) == set(OWNER), (set(texts) ^ set(OWNER))
raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
data = yaml.safe_load(raw)
fail = 0; n = 0; pending = []; qi = 0; gold_seen = set()
in_q = False
for line in raw.splitlines():
    if line.startswith("questions:"):
        in_q = True; continue
    if not in_q:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
    if m:
        pending.append(m.groups()); continue
    if re.match(r"\s*-\s*\{q:", line):
        q = data["questions"][qi]; qi += 1
        plus_owners = set()
        for sign, fname, quote in pending:
            n += 1
            if fname not in texts:
                print(f"FAIL unknown file {fname!r} (q: {q['q']})"); fail += 1; continue
            if norm(quote) not in texts[fname]:
                print(f"FAIL quote not found in {fname}: {quote!r}"); fail += 1
            if sign == "+":
                plus_owners.add(OWNER[fname])
        for g in q["gold"]:
            gold_seen.add(g)
            if g not in plus_owners:
                print(f"FAIL gold {g} has no + evidence (q: {q['q']})"); fail += 1
        for o in plus_owners - set(q["gold"]):
            print(f"FAIL + evidence for non-gold {o} (q: {q['q']})"); fail += 1
        pending = []
assert qi == len(data["questions"]), (qi, len(data["questions"]))
for k in data["people"]:
    if k not in gold_seen:
        print(f"FAIL person {k} is never gold"); fail += 1
print(f"{n} evidence lines, {qi} questions, {fail} failures")
sys.exit(1 if fail else 0)
