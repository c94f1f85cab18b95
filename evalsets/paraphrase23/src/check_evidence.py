"""Self-check for paraphrase23/questions.yaml.

Checks that every "# + file: quote" / "# - file: quote" evidence comment occurs in the text of
that file (whitespace-insensitive, NFKC, markdown ** markers ignored), that every gold person
of a question has at least one "+" line from one of their own files, that "+" lines come only
from gold people's files, and that the 4 questions of each intent share the same gold and are
2 English + 2 Chinese. Exit 1 on any failure.
"""
import re
import subprocess
import sys
import unicodedata
from collections import defaultdict
from pathlib import Path

import docx
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "谢卓然_简历.pdf": "XZ",
    "Rahel_Tesfaye_CV.pdf": "RT",
    "fu_chengyu_2021.docx": "FC",
    "fu_chengyu_2026.md": "FC",
    "hao_jingyi_cv.txt": "HJ",
    "kwame_cv_photo.jpg": "KA",
    "阮静宜_简历.docx": "RJ",
    "dmitri_valenko.md": "DV",
}


def text_of(name):
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if p.suffix == ".jpg":
        return (ROOT / "src" / "kwame_page.txt").read_text(encoding="utf-8")
    return p.read_text(encoding="utf-8").replace("**", "")


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("’", "'").replace("‘", "'")
    return re.sub(r"\s+", "", s)


def main():
    fails = []
    texts = {n: norm(text_of(n)) for n in OWNERS}
    for n in OWNERS:
        if not (CVS / n).exists():
            fails.append(f"missing file {n}")
    extra = {p.name for p in CVS.iterdir()} - set(OWNERS)
    if extra:
        fails.append(f"unexpected files in cvs/: {extra}")

    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    pending = []
    qi = 0
    nlines = 0
    by_intent = defaultdict(list)
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            nlines += 1
            if f not in OWNERS:
                fails.append(f"unknown file {f!r} in: {ln.strip()}")
                continue
            if norm(quote) not in texts[f]:
                fails.append(f"quote not found in {f}: {quote}")
            pending.append((sign, f))
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]
            qi += 1
            gold = set(q["gold"])
            if not gold <= people:
                fails.append(f"unknown gold key in {q['q']}")
            plus = {OWNERS[f] for s, f in pending if s == "+"}
            for g in gold - plus:
                fails.append(f"no + evidence for {g} in: {q['q']}")
            for p in plus - gold:
                fails.append(f"+ evidence for non-gold {p} in: {q['q']}")
            by_intent[q["intent"]].append(q)
            # evidence block applies to all questions of the intent; reset at intent change
        elif ln.strip().startswith("# ====="):
            pending = []
    if qi != len(data["questions"]):
        fails.append("question count mismatch")
    for intent, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            fails.append(f"intent {intent}: {len(qs)} questions, {len(golds)} golds, {zh} Chinese")
    owners_gold = set()
    for q in data["questions"]:
        owners_gold |= set(q["gold"])
    for p in people - owners_gold:
        fails.append(f"{p} is gold nowhere")
    for f in fails:
        print("FAIL", f)
    print(f"{nlines} evidence lines, {qi} questions, {len(by_intent)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
