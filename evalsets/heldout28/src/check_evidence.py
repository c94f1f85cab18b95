"""Self-check for heldout28/questions.yaml.

Every "# + file: quote" / "# - file: quote" comment must occur verbatim in the text of the named
file in cvs/ (whitespace-insensitive, NFKC). Text sources: pdftotext for PDFs, python-docx
paragraphs + table cells for DOCX, the file itself for .md (** markers removed), and for the
photographed JPEG the pdftotext of the page before it became a photo (src/*_page.txt).
Also checks: each gold person has at least one "+" line from their own file(s); no "-" line
comes from a gold person's file; every person is gold somewhere; gold keys exist.
Run with src/.venv/bin/python src/check_evidence.py ; exit 1 on failure.
"""
import os
import re
import subprocess
import sys
import unicodedata

import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

OWNERS = {
    "pang_yicheng_2026.md": "PYC",
    "yicheng_pang_cv_2022.jpg": "PYC",
    "滕书琪_数据开发.docx": "TSQ",
    "卞昊泽_嵌入式_简历.pdf": "BHZ",
    "linnea_castellanos_cv.pdf": "LC",
    "Esperanza_Whitlock_Resume.docx": "EW",
}
PHOTO_TEXT = {"yicheng_pang_cv_2022.jpg": os.path.join(HERE, "yicheng_pang_cv_2022_page.txt")}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def file_text(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.extend(p.text for p in c.paragraphs)
        return "\n".join(parts)
    txt = open(path, encoding="utf-8").read()
    return txt.replace("**", "")


def main():
    fails = []
    texts = {n: norm(file_text(n)) for n in OWNERS}
    actual = set(os.listdir(CVS))
    if actual != set(OWNERS):
        fails.append(f"cvs/ files {sorted(actual)} != owner map {sorted(OWNERS)}")
    raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(raw)
    people = set(data["people"])
    # walk the file: evidence comments accumulate until the next question line
    ev = []
    qi = 0
    questions = data["questions"]
    golds_seen = set()
    nq = 0
    for line in raw.splitlines():
        m = re.match(r"\s+#\s*([+-])\s+([^:]+?):\s(.+)$", line)
        if m:
            ev.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
            continue
        if re.match(r"\s*- \{q:", line):
            q = questions[qi]
            qi += 1
            nq += 1
            gold = set(q["gold"])
            golds_seen |= gold
            for k in gold:
                if k not in people:
                    fails.append(f"Q{qi}: unknown gold key {k}")
            plus_owners = set()
            for sign, fname, quote in ev:
                if fname not in OWNERS:
                    fails.append(f"Q{qi}: unknown file {fname}")
                    continue
                if norm(quote) not in texts[fname]:
                    fails.append(f"Q{qi}: quote not found in {fname}: {quote}")
                owner = OWNERS[fname]
                if sign == "+":
                    plus_owners.add(owner)
                    if owner not in gold:
                        fails.append(f"Q{qi}: + line from non-gold {owner} ({fname})")
                elif owner in gold:
                    fails.append(f"Q{qi}: - line from gold member {owner} ({fname})")
            for k in gold - plus_owners:
                fails.append(f"Q{qi}: gold {k} has no + evidence")
            ev = []
    if ev:
        fails.append("evidence lines after the last question")
    for k in people - golds_seen:
        fails.append(f"person {k} is never gold")
    if nq != len(questions):
        fails.append(f"parsed {nq} question lines but YAML has {len(questions)}")
    for f in fails:
        print("FAIL", f)
    print(f"{len(questions)} questions, {raw.count(chr(10) + '  # +') + raw.count(chr(10) + '  # -')} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
