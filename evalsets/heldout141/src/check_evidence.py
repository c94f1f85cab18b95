"""Check every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; '•' bullets and markdown '*' markers ignored), that every gold person
has a '+' line, and that no '-' line is the only support of a gold person. Exit 1 on failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
OWNER = {"凌书远_PCB_Layout.pdf": "LSY", "Tessa_Quillfeather_CV.pdf": "TQ",
         "tessa_quillfeather_cv_2022.md": "TQ", "Pieterjan_Verhaegen_Resume.docx": "PV",
         "闫若禾_简历.txt": "YRH", "IMG_20261103_184512.jpg": "NK"}

def text_of(name):
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if p.suffix == ".jpg":
        return (SRC / "naveen_kumaresan_page1.txt").read_text()
    return p.read_text()

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"[\s•*]+", "", s)

texts = {n: norm(text_of(n)) for n in OWNER}
lines = (ROOT / "questions.yaml").read_text().splitlines()
data = yaml.safe_load((ROOT / "questions.yaml").read_text())
fails, n, pending, qi = 0, 0, [], 0
for line in lines:
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|md|txt|docx|jpg)):\s+(.*)$", line)
    if m:
        sign, f, quote = m.groups()
        n += 1
        if f not in texts:
            print("UNKNOWN FILE:", line); fails += 1; continue
        if norm(quote) not in texts[f]:
            print("NOT FOUND:", line); fails += 1
        pending.append((sign, OWNER[f]))
        continue
    if re.match(r"\s*- \{q:", line):
        q = data["questions"][qi]; qi += 1
        plus = {o for s, o in pending if s == "+"}
        for g in q["gold"]:
            if g not in plus:
                print("NO + EVIDENCE for", g, "in", q["q"]); fails += 1
        for s, o in pending:
            if s == "+" and o not in q["gold"]:
                print("+ line for non-gold", o, "in", q["q"]); fails += 1
        pending = []
keys = set(data["people"])
gold_people = {g for q in data["questions"] for g in q["gold"]}
if keys - gold_people:
    print("never gold:", keys - gold_people); fails += 1
print(f"{n} evidence lines, {qi} questions, {fails} failures")
sys.exit(1 if fails else 0)
