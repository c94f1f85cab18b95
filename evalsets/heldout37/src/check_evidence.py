#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' evidence line in ../questions.yaml:
the quote must occur (whitespace-insensitive, NFKC, Markdown ** ignored) in the text of the
file in ../cvs/; '+' files must belong to a gold person, '-' files to a non-gold person, and
every gold person needs at least one '+' line. Exit 1 on any failure."""
import re
import subprocess
import sys
import unicodedata
from pathlib import Path



ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "满昱青_iOS_简历.docx": "MY",
    "xun_jiawei.pdf": "XJ",
    "kwabena_strand.pdf": "KS",
    "resume_growth_2026.txt": "TB",
    "Yizhou_Cen_CV_EN.docx": "CY",
    "岑弈舟_简历.md": "CY",
}


def text_of(p: Path) -> str:
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8").replace("**", "")


def norm(s: str) -> str:
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def main() -> int:
    texts = {f: norm(text_of(CVS / f)) for f in OWNER}
    extra = sorted(set(p.name for p in CVS.iterdir()) - set(OWNER))
    fails = 0
    if extra:
        print("files in cvs/ without owner:", extra)
        fails += 1
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    pending = []
    nq = nev = 0
    start = lines.index("questions:")
    for ln, line in enumerate(lines, 1):
        if ln <= start + 1:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m:
            pending.append((ln, m.group(1), m.group(2), m.group(3)))
            continue
        q = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
        if not q:
            continue
        nq += 1
        gold = {g.strip() for g in q.group(2).split(",") if g.strip()}
        plus = set()
        for eln, sign, f, quote in pending:
            nev += 1
            if f not in texts:
                print(f"line {eln}: unknown file {f}")
                fails += 1
                continue
            if norm(quote) not in texts[f]:
                print(f"line {eln}: quote not found in {f}: {quote}")
                fails += 1
            who = OWNER[f]
            if sign == "+":
                plus.add(who)
                if who not in gold:
                    print(f"line {eln}: '+' evidence from non-gold person {who}")
                    fails += 1
            elif who in gold:
                print(f"line {eln}: '-' evidence names gold person {who}")
                fails += 1
        for g in gold - plus:
            print(f"line {ln}: gold {g} has no '+' evidence")
            fails += 1
        pending = []
    print(f"{nq} questions, {nev} evidence lines, {fails} failures")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
