"""Self-check for heldout43/questions.yaml.

For every question: each "# + file: quote" / "# - file: quote" comment above it must occur in the
file's text (whitespace ignored, NFKC). Texts: pdftotext for PDFs; python-docx paragraphs, table
cells and header/footer for DOCX; the .md with ** / * / # markers removed; for the JPEG, the
pdftotext of the page before it was photographed (src/wan_ziheng_2026_page.txt).
Also: every gold member has a "+" line from one of their own files, no "+" line comes from a
non-gold person's file, every person is gold somewhere, every file is used. Exit 1 on failure.
"""
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "oskar_lindfors_cv.pdf": "OL",
    "zhang_shuting_resume.pdf": "ZS",
    "万子恒_后端_2023.docx": "WZ",
    "IMG_20261103_142215.jpg": "WZ",
    "product_lead_cv.docx": "DR",
    "weiran_kong.md": "KW",
}
PHOTO_TEXT = {"IMG_20261103_142215.jpg": ROOT / "src" / "wan_ziheng_2026_page.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = []
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        parts += [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if p.suffix == ".md":
        return re.sub(r"\*\*|\*|^#+ ", "", p.read_text(encoding="utf-8"), flags=re.M)
    raise ValueError(name)


def main():
    fails = []
    texts = {}
    for f in OWNER:
        if not (CVS / f).exists():
            fails.append(f"missing file {f}")
            continue
        texts[f] = norm(text_of(f))
    on_disk = {p.name for p in CVS.iterdir()}
    if on_disk != set(OWNER):
        fails.append(f"cvs/ differs from OWNER: {sorted(on_disk ^ set(OWNER))}")
    src = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(src)
    people = set(data["people"])
    pending, blocks = [], []
    body = src.split("\nquestions:\n", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m:
            pending.append(m.groups())
        elif re.match(r"\s*- \{q:", line):
            blocks.append(pending)
            pending = []
    qs = data["questions"]
    if len(blocks) != len(qs):
        fails.append(f"{len(blocks)} evidence blocks vs {len(qs)} questions")
    used_files, gold_people = set(), set()
    n_lines = 0
    for i, (q, ev) in enumerate(zip(qs, blocks), 1):
        gold = set(q["gold"])
        gold_people |= gold
        if not gold <= people:
            fails.append(f"Q{i}: unknown gold keys {gold - people}")
        supported = set()
        for sign, f, quote in ev:
            n_lines += 1
            if f not in OWNER:
                fails.append(f"Q{i}: unknown file {f}")
                continue
            used_files.add(f)
            if norm(quote) not in texts.get(f, ""):
                fails.append(f"Q{i}: quote not in {f}: {quote}")
            if sign == "+":
                if OWNER[f] not in gold:
                    fails.append(f"Q{i}: '+' line from non-gold {OWNER[f]} ({f})")
                supported.add(OWNER[f])
        for g in gold - supported:
            fails.append(f"Q{i}: gold {g} has no '+' evidence")
        if not gold and "empty-gold" not in q["tags"]:
            fails.append(f"Q{i}: empty gold without empty-gold tag")
    for p in people - gold_people:
        fails.append(f"{p} is never gold")
    for f in set(OWNER) - used_files:
        fails.append(f"file {f} never quoted")
    for x in fails:
        print("FAIL", x)
    print(f"{len(qs)} questions, {n_lines} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
