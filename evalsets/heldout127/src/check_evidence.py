"""Self-check for heldout127: every '+'/'-' evidence quote in questions.yaml must occur in the
text of its file (whitespace-insensitive; markdown ** / # markers and PDF bullets ignored).
Also checks gold keys, file ownership of '+' quotes, and that every person is gold somewhere.
Run: src/.venv/bin/python src/check_evidence.py"""
import re, subprocess, sys, pathlib, collections
import yaml
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
OWNER = {"阚铭远_燃料电池_简历.pdf": "KM", "Saoirse_Whelan_CV_2026.pdf": "SW",
         "Rahul_Venkataraman_Resume.docx": "RV", "骆慕晴_医疗器械法规.md": "LM",
         "graciela_montoya_resume_2021.txt": "GM", "IMG_20261103_184512.jpg": "GM"}
PHOTO_TEXT = {"IMG_20261103_184512.jpg": SRC / "graciela_montoya_2026_page.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "").replace("#", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        # raw and -layout reading orders both count (the quote must occur in one of them)
        raw = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
        lay = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
        return raw + "\n\u0000\n" + lay
    if p.suffix == ".docx":
        d = Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

files = sorted(x.name for x in CVS.iterdir())
assert set(files) == set(OWNER), f"cvs/ holds {files}"
texts = {n: norm(text_of(n)) for n in files}
data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
people = set(data["people"])
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
errors, pending, nq, gold_seen = [], [], 0, collections.Counter()
started = False
for i, line in enumerate(lines, 1):
    if line.startswith("questions:"):
        started = True
    if not started:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
    if m:
        sign, f, quote = m.groups()
        if f not in texts:
            errors.append(f"line {i}: unknown file {f}")
        elif norm(quote) not in texts[f]:
            errors.append(f"line {i}: quote not found in {f}: {quote}")
        pending.append((i, sign, f))
        continue
    if re.match(r"\s*- \{q:", line):
        nq += 1
        q = yaml.safe_load(line.strip()[2:])
        gold = q["gold"]
        for g in gold:
            if g not in people: errors.append(f"line {i}: unknown key {g}")
            gold_seen[g] += 1
        plus_owners = {OWNER.get(f) for _, s, f in pending if s == "+"}
        for g in gold:
            if g not in plus_owners: errors.append(f"line {i}: gold {g} has no '+' evidence")
        for o in plus_owners:
            if o not in gold: errors.append(f"line {i}: '+' evidence for non-gold {o}")
        if not gold and "empty-gold" not in q["tags"]: errors.append(f"line {i}: empty gold without tag")
        pending = []
for p in people:
    if not gold_seen[p]: errors.append(f"{p} is gold nowhere")
print(f"{nq} questions; gold counts {dict(gold_seen)}")
if errors:
    print("\n".join(errors)); sys.exit(1)
print("OK: all evidence quotes found")
