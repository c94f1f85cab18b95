#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text.

Text sources: pdftotext for PDFs, python-docx paragraphs + table cells for DOCX, the file itself
for .md/.txt (markdown ** / * markers removed), and for the photo IMG_20261103_184512.jpg the
pdftotext of the page before it was photographed (src/tian/tian_mingkai_2026_page.txt).
Comparison ignores all whitespace, the PDF bullet '•' and NFKC differences.
Also checks: every gold key is a person, every gold person has a '+' line in a file of theirs,
every person is gold somewhere, and no '-' line is in a file of a gold person of that question.
Run with src/.venv/bin/python (needs python-docx; questions.yaml is parsed line by line).
"""
import re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "鲁清远_数据开发.md": "LQY",
    "蒋沁怡_简历.pdf": "JQY",
    "Katarzyna_Ptak_CV.docx": "KP",
    "Temitope_Oduya_UXR.pdf": "TO",
    "tian_mingkai_resume_2022.txt": "TMK",
    "IMG_20261103_184512.jpg": "TMK",
}
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src/tian/tian_mingkai_2026_page.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
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
    return p.read_text(encoding="utf-8").replace("**", "")


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    people = {}
    in_people = False
    for ln in lines:
        if ln.startswith("people:"):
            in_people = True; continue
        if in_people:
            m = re.match(r"\s+([A-Z]+):\s*\[", ln)
            if m:
                people[m.group(1)] = ln
            elif not ln.startswith(" "):
                in_people = False
    texts = {n: norm(text_of(n)) for n in OWNER}
    for n in OWNER:
        assert (CVS / n).exists(), n
    fails = 0; nq = 0; nev = 0; pending = []; gold_seen = set()
    start = next(k for k, ln in enumerate(lines) if ln.startswith("questions:"))
    for i, ln in enumerate(lines, 1):
        if i <= start + 1:
            continue
        m = re.match(r"\s*# ([+-]) (\S[^:]*?): (.+)$", ln)
        if m:
            pending.append((i, m.group(1), m.group(2), m.group(3)))
            continue
        m = re.match(r"\s*- \{q: \"(.*?)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", ln)
        if not m:
            continue
        nq += 1
        gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
        gold_seen.update(gold)
        for g in gold:
            if g not in people:
                print(f"line {i}: unknown gold key {g}"); fails += 1
        supported = set()
        for (j, sign, fname, quote) in pending:
            nev += 1
            if fname not in OWNER:
                print(f"line {j}: unknown file {fname}"); fails += 1; continue
            if norm(quote) not in texts[fname]:
                print(f"line {j}: NOT FOUND in {fname}: {quote}"); fails += 1
            if sign == "+":
                supported.add(OWNER[fname])
                if OWNER[fname] not in gold:
                    print(f"line {j}: '+' evidence for non-gold {OWNER[fname]}"); fails += 1
            elif OWNER[fname] in gold:
                print(f"line {j}: '-' trap names gold person {OWNER[fname]}"); fails += 1
        for g in gold:
            if g not in supported:
                print(f"line {i}: gold {g} has no '+' evidence"); fails += 1
        if "empty-gold" in m.group(3) and gold:
            print(f"line {i}: tagged empty-gold but gold is not empty"); fails += 1
        if not gold and "empty-gold" not in m.group(3):
            print(f"line {i}: empty gold without empty-gold tag"); fails += 1
        pending = []
    for p in people:
        if p not in gold_seen:
            print(f"person {p} is never gold"); fails += 1
    print(f"{nq} questions, {nev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
