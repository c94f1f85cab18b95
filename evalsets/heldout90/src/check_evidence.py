"""Checks every '+'/'-' evidence quote in questions.yaml occurs in its file's text (whitespace-insensitive),
that every gold member has '+' evidence, and that no '-' line belongs to a gold member's own '+' file only.
Run: src/.venv/bin/python src/check_evidence.py   (exit 1 on failure)"""
import re, subprocess, sys, unicodedata
from pathlib import Path
import docx

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20230518_武嘉朔简历.jpg": ROOT / "src" / "wu_jiashuo_2023_photo_page.txt"}
OWNER = {
    "IMG_20230518_武嘉朔简历.jpg": "WJS", "武嘉朔_硬件工程师_2026.pdf": "WJS", "晋书苒_简历.md": "JSR",
    "alasdair_renwick_cv.txt": "AR", "tarun_bhattacharjee_cv.pdf": "TB", "Oksana_Prykhodko_TPM.docx": "OP",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    t = p.read_text(encoding="utf-8")
    if p.suffix == ".md":
        t = re.sub(r"\*\*|^#+\s*|\|", " ", t, flags=re.M)
    return t

def main():
    assert set(OWNER) == {p.name for p in CVS.iterdir()}, "OWNER map does not match cvs/"
    texts = {n: norm(text_of(n)) for n in OWNER}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    fails, pending, nq, nev = 0, [], 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|txt|md|jpg)):\s+(.*\S)\s*$", line)
        if m:
            sign, f, quote = m.groups()
            if f not in texts:
                print(f"line {i}: unknown file {f}"); fails += 1; continue
            nev += 1
            q = re.sub(r"\*\*|\|", " ", quote) if f.endswith(".md") else quote
            if norm(q) not in texts[f]:
                print(f"line {i}: quote not found in {f}: {quote}"); fails += 1
            pending.append((sign, OWNER[f]))
            continue
        m = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
        if m:
            nq += 1
            gold = {g.strip() for g in m.group(2).split(",") if g.strip()}
            plus = {o for s, o in pending if s == "+"}
            minus = {o for s, o in pending if s == "-"}
            if gold - plus:
                print(f"line {i}: gold without + evidence: {sorted(gold - plus)}  ({m.group(1)})"); fails += 1
            if plus - gold:
                print(f"line {i}: + evidence for non-gold person: {sorted(plus - gold)}"); fails += 1
            if minus & gold:
                print(f"line {i}: note: trap line for gold person {sorted(minus & gold)} ({m.group(1)})")
            pending = []
    print(f"{nq} questions, {nev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

main()
