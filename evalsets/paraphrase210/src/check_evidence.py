"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml.

A quote passes when, with all whitespace removed and NFKC-normalised, it occurs in the text of
its file: pdftotext (raw and -layout) for PDFs, python-docx paragraphs + table cells for DOCX,
the file itself for .md/.txt/.json, and src/fu_xingyi_page.txt for the photographed page.
Also checks: every gold person of a question has at least one '+' line above it, all four
questions of an intent share one gold, and every person is gold somewhere. Exit 1 on failure.
"""
import re
import subprocess
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"付星屹_简历.jpg": ROOT / "src" / "fu_xingyi_page.txt"}
OWNER = {
    "卞屿衡_简历_2021.txt": "BYH", "Yuheng_Bian_CV_2026.pdf": "BYH",
    "Hollis_Penhaligon_Actuary.pdf": "HP", "项沁澄_材料博士_简历.pdf": "XQC",
    "汤可砚-质量工程师.docx": "TKY", "rosalind_quarrie.md": "RQ",
    "teodora_vasilescu.json": "TV", "Haziq_Rahmat_Resume.docx": "MHR", "付星屹_简历.jpg": "FXY",
}


def norm(s):
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", s))


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        raw = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        lay = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        return raw + "\n" + lay
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
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache = {}
    fails = 0
    n = 0
    pending = []  # (sign, file) since last question
    qi = 0
    intents = defaultdict(set)
    started = False
    for ln, line in enumerate(lines, 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if m:
            sign, f, quote = m.groups()
            n += 1
            if not (CVS / f).exists():
                print(f"line {ln}: no such file {f}"); fails += 1; continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print(f"line {ln}: quote not found in {f}: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*- \{q:", line):
            q = data["questions"][qi]; qi += 1
            if pending:
                block = pending
            # evidence block applies to all questions until the next block
            plus = {OWNER[f] for s, f in block if s == "+"}
            minus = {OWNER[f] for s, f in block if s == "-"}
            for g in q["gold"]:
                if g not in plus:
                    print(f"line {ln}: gold {g} has no + evidence"); fails += 1
            for o in plus - set(q["gold"]):
                print(f"line {ln}: + evidence for non-gold {o}"); fails += 1
            intents[q["intent"]].add(tuple(sorted(q["gold"])))
            pending = []
            continue
    for k, v in intents.items():
        if len(v) != 1:
            print(f"intent {k} has differing golds: {v}"); fails += 1
        c = sum(1 for q in data["questions"] if q["intent"] == k)
        if c != 4:
            print(f"intent {k} has {c} questions"); fails += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    for p in data["people"]:
        if p not in used:
            print(f"person {p} is never gold"); fails += 1
    print(f"{n} evidence lines, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
