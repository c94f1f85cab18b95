#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' evidence line in ../questions.yaml.

Each quote must occur in the text of its file (whitespace-insensitive; markdown ** and * ignored;
PDF bullets '•' ignored). Text sources: pdftotext for PDFs, python-docx paragraphs + table cells for
DOCX, the file itself for .md/.txt, and for the photo (.jpg, no text layer) the page text kept in
src/priscilla_yeung_2026_page1.txt. Also checks that gold keys exist, every person is gold somewhere,
and every gold person of every question has at least one '+' quote above it.
"""
import re, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261104_183522.jpg": HERE / "priscilla_yeung_2026_page1.txt"}
OWNER = {  # file -> person key, to check each gold person has a '+' quote
    "feng_hongyuan_resume.pdf": "FH", "liv_ronning_cv.pdf": "LR", "岑晓蔓_直播运营经理.docx": "CX",
    "keriana_tamatea_cv.md": "KT", "priscilla_yeung_cv_2021.txt": "PY", "IMG_20261104_183522.jpg": "PY",
}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file {name}")
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    import yaml
    qpath = ROOT / "questions.yaml"
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    keys = set(data["people"])
    bad = 0
    pending = []
    gold_seen = set()
    nq = 0
    in_q = False
    for ln, line in enumerate(qpath.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("questions:"):
            in_q = True
        if not in_q:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if m:
            sign, fname, quote = m.groups()
            if norm(quote) not in text_of(fname):
                bad += 1
                print(f"line {ln}: NOT FOUND in {fname}: {quote}")
            pending.append((sign, fname))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            nq += 1
            q = yaml.safe_load(line.strip()[2:])
            for g in q["gold"]:
                if g not in keys:
                    bad += 1; print(f"line {ln}: unknown key {g}")
                gold_seen.add(g)
                if not any(s == "+" and OWNER.get(f) == g for s, f in pending):
                    bad += 1; print(f"line {ln}: gold {g} has no '+' evidence")
            if not q["gold"] and "empty-gold" not in q["tags"]:
                bad += 1; print(f"line {ln}: empty gold without empty-gold tag")
            pending = []
    for k in keys - gold_seen:
        bad += 1; print(f"person {k} is never gold")
    print(f"{nq} questions, {len(data['questions'])} parsed by yaml, problems: {bad}")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
