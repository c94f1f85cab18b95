"""Checks every '+'/'-' evidence quote in questions.yaml against its file's text.

Text sources: PDF -> pdftotext; DOCX -> python-docx paragraphs and table cells; .json/.txt/.md -> the
file itself; .jpg (no text layer) -> src/jsy/<stem>_page_text.txt (pdftotext of the page before it
was photographed). Comparison ignores all whitespace and NFKC differences. Also checks that every
gold key has at least one '+' line, that '+' files belong to gold people and every person is gold
somewhere. Exit 1 on any failure.
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
    "mathias_krogstad_cv.pdf": "MK",
    "zhang_mulan_resume.pdf": "ZML",
    "jiang_shuyao_2021.txt": "JSY",
    "jiang_shuyao_2026.jpg": "JSY",
    "putri_anggraeni.json": "PA",
    "戴若漪_简历.docx": "DRY",
}
PHOTO_TEXT = {"jiang_shuyao_2026.jpg": ROOT / "src" / "jsy" / "jiang_shuyao_2026_page_text.txt"}


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
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    texts = {n: norm(text_of(n)) for n in OWNER}
    assert set(OWNER) == {p.name for p in CVS.iterdir()}, "cvs/ and OWNER differ"
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    fails, n_ev = [], 0
    pending = []
    qi = 0
    gold_seen = set()
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            pending.append(m.groups())
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]
            qi += 1
            gold = set(q["gold"])
            gold_seen |= gold
            plus_owners = set()
            for sign, f, quote in pending:
                n_ev += 1
                if f not in OWNER:
                    fails.append(f"unknown file {f} (q: {q['q']})")
                    continue
                if norm(quote) not in texts[f]:
                    fails.append(f"quote not found in {f}: {quote!r} (q: {q['q']})")
                if sign == "+":
                    plus_owners.add(OWNER[f])
                    if OWNER[f] not in gold:
                        fails.append(f"+ line for non-gold {OWNER[f]} (q: {q['q']})")
                elif OWNER[f] in gold and not any(s == "+" and OWNER[ff] == OWNER[f] for s, ff, _ in pending):
                    fails.append(f"- line names gold {OWNER[f]} without + (q: {q['q']})")
            for g in gold:
                if g not in plus_owners:
                    fails.append(f"gold {g} has no + evidence (q: {q['q']})")
            if not gold and "empty-gold" not in q["tags"]:
                fails.append(f"empty gold without empty-gold tag (q: {q['q']})")
            pending = []
    missing = set(data["people"]) - gold_seen
    if missing:
        fails.append(f"never gold: {sorted(missing)}")
    if qi != len(data["questions"]):
        fails.append(f"parsed {qi} questions, yaml has {len(data['questions'])}")
    for f in fails:
        print("FAIL", f)
    print(f"{qi} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
