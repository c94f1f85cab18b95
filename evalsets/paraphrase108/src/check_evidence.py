"""Self-check for paraphrase108/questions.yaml.

Checks that every '+'/'-' evidence quote occurs in its file's text (whitespace-insensitive,
NFKC, typographic quotes/dashes folded, markdown '*' and PDF bullets ignored), that every gold
person has '+' evidence from one of their own files, that no '-' line comes from a gold person's
file, that all 4 phrasings of an intent share one gold, and that each intent has 2 en + 2 zh.
Exit 1 on any failure.  Run with src/.venv/bin/python.
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
OWNERS = {
    "qu_shaoyun_cv.pdf": "QS", "麻承霁_简历.pdf": "MC", "桂晓蔓_电商运营.docx": "GX",
    "Achterlonie_Rosamund_CV.pdf": "RA", "茹书砚_iOS_2022.txt": "RS", "shuyan_ru_resume.md": "RS",
    "IMG_20261103_142207.jpg": "YG", "CV_2026_final.docx": "PR", "mereana_tawhiri.json": "MT",
}
PHOTO_TEXT = {"IMG_20261103_142207.jpg": ROOT / "src" / "yingguodong_photo_page.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


FOLD = str.maketrans({"’": "'", "‘": "'", "–": "-", "—": "-", "−": "-", "•": "", "*": ""})


def norm(s):
    s = unicodedata.normalize("NFKC", s).translate(FOLD)
    return re.sub(r"\s+", "", s)


def main():
    qpath = ROOT / "questions.yaml"
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    cache = {}
    fails = []
    lines = qpath.read_text(encoding="utf-8").splitlines()
    ev = []
    qi = 0
    questions = data["questions"]
    n_quotes = 0
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
            continue
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", ln)
        if m:
            ev.append(m.groups())
            continue
        if re.match(r"\s*- \{q:", ln):
            q = questions[qi]
            qi += 1
            gold = set(q["gold"])
            supported = set()
            for sign, f, quote in ev:
                n_quotes += 1
                if f not in OWNERS:
                    fails.append(f"unknown file {f}")
                    continue
                if f not in cache:
                    cache[f] = norm(text_of(f))
                if norm(quote) not in cache[f]:
                    fails.append(f"Q{qi} quote not found in {f}: {quote}")
                owner = OWNERS[f]
                if sign == "+":
                    if owner not in gold:
                        fails.append(f"Q{qi} '+' line from non-gold {owner} ({f})")
                    supported.add(owner)
                elif owner in gold:
                    fails.append(f"Q{qi} '-' line from gold person {owner} ({f})")
            for g in gold - supported:
                fails.append(f"Q{qi} gold {g} has no '+' evidence: {q['q']}")
            ev = []
    if qi != len(questions):
        fails.append(f"parsed {qi} question lines but YAML has {len(questions)}")
    by_intent = defaultdict(list)
    for q in questions:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in data["people"]:
                fails.append(f"unknown key {g}")
    for it, qs in by_intent.items():
        if len(qs) != 4:
            fails.append(f"{it}: {len(qs)} phrasings")
        if len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            fails.append(f"{it}: gold differs between phrasings")
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if zh != 2:
            fails.append(f"{it}: {zh} Chinese phrasings")
    everyone = set(data["people"])
    used = {g for q in questions for g in q["gold"]}
    if everyone - used:
        fails.append(f"never gold: {sorted(everyone - used)}")
    for f in fails:
        print("FAIL", f)
    print(f"{len(questions)} questions, {len(by_intent)} intents, {n_quotes} evidence lines, {len(fails)} failures")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
