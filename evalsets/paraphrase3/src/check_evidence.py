#!/usr/bin/env python3
"""Self-check for paraphrase3/questions.yaml.

For every '# + file: quote' / '# - file: quote' comment, checks that the quote occurs in the text of
cvs/<file> (PDF: pdftotext; DOCX: python-docx paragraphs, table cells, headers/footers; md/txt: the
file with markdown ** / * markers removed). Comparison: NFKC, casefold, curly quotes -> straight, all
whitespace removed. Also checks: each question's evidence block has a '+' line for every gold person,
no '-' line is from a gold person's file, the 4 questions of an intent share one gold, every intent has
4 questions (2 en + 2 zh), every person is gold somewhere. Exit 1 on any failure.
Run with the venv: src/.venv/bin/python src/check_evidence.py
"""
import re, subprocess, sys, unicodedata
from pathlib import Path
from collections import defaultdict
import yaml
import docx

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "zhou_yuhang_zh.pdf": "ZYH", "Yuhang_Zhou_SRE_EN.docx": "ZYH",
    "Meera_Iyer_CV.pdf": "MI", "lin_xiaowen_cv.md": "LXW", "Marcus_Bell_CV.docx": "MB",
    "zheng_kaiwen_resume.txt": "ZKW", "aisha_rahman.md": "AR", "何子涵_简历.docx": "HZH",
    "tomas_rivera_2022.txt": "TR", "tomas_rivera_cv_2026.pdf": "TR", "luo_wenbo.txt": "LWB",
    "chloe_tan_cv.md": "CT", "cv_2026.pdf": "NMA",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s).casefold()
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\ufb03", "ffi").replace("\ufb01", "fi").replace("\ufb02", "fl")
    return re.sub(r"\s+", "", s)


def text_of(path):
    if path.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    if path.suffix == ".docx":
        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    raw = path.read_text(encoding="utf-8")
    if path.suffix == ".md":
        raw = raw.replace("**", "").replace("*", "")
    return raw


def main():
    fails = []
    files = sorted(p.name for p in CVS.iterdir())
    if set(files) != set(OWNERS):
        fails.append(f"cvs/ files {files} != owners {sorted(OWNERS)}")
    texts = {f: norm(text_of(CVS / f)) for f in files}
    qy = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    people = set(qy["people"])
    qs = qy["questions"]
    # walk the raw file to tie evidence blocks to questions
    ev, last_was_q, blocks = [], False, []
    n_ev = 0
    for line in (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:\s]+\.(?:pdf|docx|md|txt)):\s+(.*\S)\s*$", line)
        if m:
            if last_was_q:
                ev, last_was_q = [], False
            sign, f, quote = m.groups()
            ev.append((sign, f.strip(), quote))
            n_ev += 1
            if f.strip() not in texts:
                fails.append(f"unknown file {f!r}")
            else:
                q = norm(quote.replace("**", ""))
                if q not in texts[f.strip()]:
                    fails.append(f"quote not found in {f}: {quote}")
        elif re.match(r"\s*- \{q:", line):
            blocks.append(list(ev))
            last_was_q = True
    if len(blocks) != len(qs):
        fails.append(f"parsed {len(blocks)} question lines but yaml has {len(qs)}")
    by_intent = defaultdict(list)
    gold_seen = set()
    for q, evb in zip(qs, blocks):
        gold = q["gold"]
        gold_seen |= set(gold)
        for g in gold:
            if g not in people:
                fails.append(f"unknown key {g} in {q['q']}")
            if not any(s == "+" and OWNERS.get(f) == g for s, f, _ in evb):
                fails.append(f"no + evidence for {g} in: {q['q']}")
        for s, f, quote in evb:
            if s == "+" and OWNERS.get(f) not in gold:
                fails.append(f"+ line for non-gold {OWNERS.get(f)} in: {q['q']}")
            if s == "-" and OWNERS.get(f) in gold:
                fails.append(f"- line names gold member {OWNERS.get(f)} in: {q['q']}")
        if not gold and "empty-gold" not in q["tags"]:
            fails.append(f"empty gold without tag: {q['q']}")
        by_intent[q["intent"]].append(q)
    for intent, group in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in group}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in group)
        if len(golds) != 1:
            fails.append(f"{intent}: different golds {golds}")
        if len(group) != 4 or zh != 2:
            fails.append(f"{intent}: {len(group)} questions, {zh} Chinese")
    if people - gold_seen:
        fails.append(f"never gold: {sorted(people - gold_seen)}")
    for f in fails:
        print("FAIL", f)
    print(f"{n_ev} evidence lines, {len(qs)} questions, {len(by_intent)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
