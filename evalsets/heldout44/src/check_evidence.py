#!/usr/bin/env python3
"""Self-check for heldout44/questions.yaml.

Checks that every "# + file: quote" / "# - file: quote" evidence comment occurs in the text of
that file (whitespace-insensitive, NFKC), that every gold member of a question has at least one
"+" line in a file owned by that person, that no "-" line of a question is the only thing tying a
gold member to it, that gold keys exist in people:, and that every person is gold somewhere.
Text: pdftotext for PDFs; python-docx paragraphs + table cells + header/footer for DOCX; the file
itself for .txt/.md; for the photo, src/yerlan_abenov_cv_page.txt. Exit 1 on any failure.
"""
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import yaml
import docx

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"yerlan_cv_photo.jpg": ROOT / "src" / "yerlan_abenov_cv_page.txt"}
OWNER = {
    "隋可欣_简历_2026.pdf": "SK",
    "隋可欣-数据开发-2023.docx": "SK",
    "pablo_arriaga_cv.pdf": "PA",
    "芮晓雯_简历.txt": "RX",
    "PM_resume_2026.docx": "SV",
    "yerlan_cv_photo.jpg": "YA",
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
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    people = data["people"]
    files = sorted(x.name for x in CVS.iterdir())
    fails = []
    if sorted(OWNER) != files:
        fails.append(f"cvs/ files {files} != owner map {sorted(OWNER)}")
    texts = {f: norm(text_of(f)) for f in OWNER}
    # walk the file: collect evidence comments, attach them to the next question line
    pending, qi, nlines = [], 0, 0
    questions = data["questions"]
    gold_seen = set()
    for ln, line in enumerate(raw.splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m and (m.group(2) in OWNER or m.group(2).endswith((".pdf", ".docx", ".txt", ".jpg", ".md"))):
            pending.append((ln, m.group(1), m.group(2), m.group(3)))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = questions[qi]
            qi += 1
            gold = q["gold"]
            for g in gold:
                if g not in people:
                    fails.append(f"line {ln}: unknown gold key {g}")
            gold_seen.update(gold)
            plus_owners = set()
            for eln, sign, f, quote in pending:
                nlines += 1
                if f not in OWNER:
                    fails.append(f"line {eln}: unknown file {f}")
                    continue
                if norm(quote) not in texts[f]:
                    fails.append(f"line {eln}: quote not in {f}: {quote}")
                if sign == "+":
                    plus_owners.add(OWNER[f])
                    if OWNER[f] not in gold:
                        fails.append(f"line {eln}: + evidence for non-gold {OWNER[f]} in q {q['q']!r}")
            for g in gold:
                if g not in plus_owners:
                    fails.append(f"line {ln}: gold {g} has no + evidence in q {q['q']!r}")
            if not gold and "empty-gold" not in q.get("tags", []):
                fails.append(f"line {ln}: empty gold without empty-gold tag")
            if gold and "empty-gold" in q.get("tags", []):
                fails.append(f"line {ln}: empty-gold tag on non-empty gold")
            pending = []
    if qi != len(questions):
        fails.append(f"parsed {qi} question lines, yaml has {len(questions)}")
    for k in people:
        if k not in gold_seen:
            fails.append(f"person {k} is gold nowhere")
    for f in fails:
        print("FAIL", f)
    print(f"{len(questions)} questions, {nlines} evidence lines, {len(fails)} failures")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
