"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs verbatim (whitespace
ignored) in the text of its file, that every gold member has at least one '+' line, that every
person is gold somewhere, and that '-' lines are present only as traps.
Text: pdftotext (default mode) for PDFs; python-docx paragraphs + table cells for DOCX; the
file itself for .md; src/kang_zhiwen_page.txt for the photo (the page's text before it became
a photo)."""
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import docx

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261108_142233.jpg": ROOT / "src" / "kang_zhiwen_page.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8").replace("**", "")  # markdown bold markers ignored


def owners():
    return {
        "rhys_penhallow_cv.pdf": "RP",
        "倪振轩_简历_2026.pdf": "NZ",
        "倪振轩_硬件工程师_2022.docx": "NZ",
        "chusihan_resume.md": "CS",
        "Nadine_Eckhoff_PM.docx": "NE",
        "IMG_20261108_142233.jpg": "KZ",
    }


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    own = owners()
    assert sorted(own) == sorted(x.name for x in CVS.iterdir()), "owners table != cvs/ files"
    cache, fails, pending, nq = {}, [], [], 0
    gold_somewhere = set()
    start = lines.index("questions:")  # the header comments are not evidence
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m:
            sign, f, quote = m.groups()
            if f not in cache:
                try:
                    cache[f] = norm(text_of(f))
                except FileNotFoundError:
                    fails.append(f"line {i}: no such file {f}")
                    continue
            if norm(quote) not in cache[f]:
                fails.append(f"line {i}: quote not in {f}: {quote}")
            pending.append((sign, own.get(f)))
            continue
        q = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\]", line)
        if q:
            nq += 1
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            gold_somewhere.update(gold)
            plus = {o for s, o in pending if s == "+"}
            for g in gold:
                if g not in plus:
                    fails.append(f"line {i}: gold {g} has no '+' evidence")
            for s, o in pending:
                if s == "+" and o not in gold:
                    fails.append(f"line {i}: '+' evidence for non-gold {o}")
                if s == "-" and o in gold:
                    fails.append(f"line {i}: '-' trap names gold member {o}")
            pending = []
    missing = set(own.values()) - gold_somewhere
    if missing:
        fails.append(f"never gold: {sorted(missing)}")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
