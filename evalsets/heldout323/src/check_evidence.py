#!/usr/bin/env python3
"""Self-check for heldout323/questions.yaml.

Every '# + file: quote' / '# - file: quote' comment must occur in the text of cvs/<file>
(whitespace-insensitive, NFKC, markdown ** and PDF bullets ignored). Text sources: pdftotext for
PDF; python-docx body paragraphs + table-cell paragraphs for DOCX; the file for .md/.txt; for the
photo IMG_20261114_093152.jpg, src/honor/honor_tregenza_2026_page_text.txt (pdftotext of the page
before it was photographed). Also checks: every gold key is in people:, every gold member has a
'+' line whose file belongs to that person, no '-' line is the only evidence for a gold member,
every person is gold somewhere. Exit 1 on any failure.
"""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {  # file -> person key
    "malthe_kjaersgaard.pdf": "MK",
    "郑望舟_简历.pdf": "ZW",
    "Kelechi_Umeadi_CV.docx": "KU",
    "姚澈言-质谱-简历.md": "YC",
    "honor_tregenza_cv_2022.txt": "HT",
    "IMG_20261114_093152.jpg": "HT",
}
PHOTO_TEXT = {"IMG_20261114_093152.jpg": ROOT / "src" / "honor" / "honor_tregenza_2026_page_text.txt"}


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
                for cell in row.cells:
                    parts += [para.text for para in cell.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    s = re.sub(r"[\u2010-\u2015\u2212]", "-", s)  # dashes
    return re.sub(r"\s+", "", s)


def main():
    qpath = ROOT / "questions.yaml"
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    people = data["people"]
    texts = {f: norm(text_of(f)) for f in OWNER}
    for f in OWNER:
        assert (CVS / f).exists(), f"missing cvs/{f}"
    extra = sorted(set(x.name for x in CVS.iterdir()) - set(OWNER))
    fails = []
    if extra:
        fails.append(f"unexpected files in cvs/: {extra}")
    lines = qpath.read_text(encoding="utf-8").splitlines()
    pending = []
    qi = 0
    questions = data["questions"]
    gold_seen = set()
    nquotes = 0
    start = lines.index("questions:")
    for ln, line in enumerate(lines, 1):
        if ln <= start + 1:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if m:
            sign, f, quote = m.groups()
            nquotes += 1
            if f not in OWNER:
                fails.append(f"line {ln}: unknown file {f}")
                continue
            if norm(quote) not in texts[f]:
                fails.append(f"line {ln}: quote not found in {f}: {quote!r}")
            pending.append((sign, OWNER[f], ln))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = questions[qi]; qi += 1
            gold = q["gold"]
            for k in gold:
                if k not in people:
                    fails.append(f"line {ln}: gold key {k} not in people")
                gold_seen.add(k)
                if not any(s == "+" and who == k for s, who, _ in pending):
                    fails.append(f"line {ln}: gold {k} has no '+' evidence ({q['q']})")
            for s, who, l2 in pending:
                if s == "+" and who not in gold:
                    fails.append(f"line {l2}: '+' evidence for non-gold {who} ({q['q']})")
            pending = []
    if qi != len(questions):
        fails.append(f"parsed {qi} question lines, yaml has {len(questions)}")
    for k in people:
        if k not in gold_seen:
            fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{len(questions)} questions, {nquotes} evidence quotes, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
