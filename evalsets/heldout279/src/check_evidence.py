#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** markers and PDF bullets ignored) in the file's text."""
import re, subprocess, sys, pathlib
HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261012_184233.jpg": HERE / "murong_siyao_2026_page.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(p)
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

cache, bad, n = {}, 0, 0
for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
    if not m:
        continue
    n += 1
    f, q = m.group(2), m.group(3)
    if f not in cache:
        cache[f] = norm(text_of(f))
    if norm(q) not in cache[f]:
        bad += 1
        print(f"line {i}: NOT FOUND in {f}: {q}")
# every gold person must have at least one '+' quote (from one of their files) above the question
OWNER = {"伊绍川_机器视觉_简历.pdf": "YS", "Odette_Lamarr_CV.pdf": "OL",
         "Tobias_Fennell_Process_Engineer.docx": "TF", "慕容思瑶_简历_2021.md": "MS",
         "IMG_20261012_184233.jpg": "MS", "乐岱舟_包装工程师.txt": "YD"}
plus = set()
nq = 0
for line in (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines():
    m = re.match(r"\s*#\s*\+\s+(\S+):", line)
    if m:
        plus.add(OWNER[m.group(1)])
    m = re.match(r"\s*- \{q: .*gold: \[([^\]]*)\]", line)
    if m:
        nq += 1
        gold = {g.strip() for g in m.group(1).split(",") if g.strip()}
        if gold != plus:
            bad += 1
            print(f"question {nq}: gold {sorted(gold)} vs + evidence for {sorted(plus)}")
        plus = set()
print(f"{n} quotes checked, {nq} questions, {bad} problems")
sys.exit(1 if bad else 0)
