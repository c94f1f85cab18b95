"""Checks every "# + file: quote" / "# - file: quote" line in ../questions.yaml against the text
of ../cvs/<file> (whitespace-insensitive, NFKC; markdown markers * # | ignored; PDFs via pdftotext
with and without -layout; DOCX via python-docx paragraphs + table cells). Also checks that all 4
questions of an intent share one gold, every gold person has a "+" line, "+" lines name only gold
people, "-" lines name no gold person, and every person is gold somewhere. Exit 1 on failure."""
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
OWNER = {
    "song_lanqing_zh.pdf": "SL", "lanqing_song_en.md": "SL", "tamsin_achterberg_cv.pdf": "TA",
    "cv_2026.pdf": "MJ", "柏思远_简历.docx": "BS", "resume_OBrennecke_2026.docx": "OB",
    "瞿文骏_求职简历.txt": "QW", "管若曦_简历.md": "GR",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub(r"[*#|]", "", s)
    return re.sub(r"\s+", "", s)


def texts(f):
    p = CVS / f
    if p.suffix == ".pdf":
        return [subprocess.run(["pdftotext"] + opt + [str(p), "-"], capture_output=True, text=True,
                               check=True).stdout for opt in ([], ["-layout"])]
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append(" ".join(c.text for c in row.cells))
                parts += [c.text for c in row.cells]
        return ["\n".join(parts)]
    return [p.read_text(encoding="utf-8")]


def main():
    src = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(src)
    fails, n = [], 0
    cache = {}
    pending = []
    gold_by_intent = defaultdict(set)
    golds_seen = set()
    for line in src.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if m:
            pending.append(m.groups())
            continue
        m = re.match(r"\s*-\s*\{q:", line)
        if m:
            q = yaml.safe_load(line.strip()[1:].strip())
            plus_owners = set()
            for sign, f, quote in pending:
                n += 1
                if f not in OWNER:
                    fails.append(f"unknown file {f}")
                    continue
                if f not in cache:
                    cache[f] = [norm(t) for t in texts(f)]
                if not any(norm(quote) in t for t in cache[f]):
                    fails.append(f"NOT FOUND {f}: {quote}")
                if sign == "+":
                    plus_owners.add(OWNER[f])
                    if OWNER[f] not in q["gold"]:
                        fails.append(f"+ line for non-gold {OWNER[f]} in {q['q']}")
                elif OWNER[f] in q["gold"]:
                    fails.append(f"- line names gold member {OWNER[f]} in {q['q']}")
            for g in q["gold"]:
                if g not in plus_owners:
                    fails.append(f"gold {g} without evidence in {q['q']}")
            gold_by_intent[q["intent"]].add(tuple(sorted(q["gold"])))
            golds_seen |= set(q["gold"])
            pending = []
    for i, gs in gold_by_intent.items():
        if len(gs) != 1:
            fails.append(f"intent {i} has differing golds {gs}")
    for k in data["people"]:
        if k not in golds_seen:
            fails.append(f"person {k} is never gold")
    if len(data["questions"]) != 32:
        fails.append(f"expected 32 questions, got {len(data['questions'])}")
    for f in fails:
        print("FAIL", f)
    print(f"{n} evidence lines checked, {len(data['questions'])} questions, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
