#!/usr/bin/env python3
"""Self-check for paraphrase49/questions.yaml.

Every `# + file: quote` / `# - file: quote` comment must occur in the text of cvs/<file>
(whitespace-insensitive, NFKC, markdown ** markers ignored). Text sources:
  .pdf  -> pdftotext -layout;  .docx -> python-docx paragraphs + table cells;
  .json -> all string values;   .md/.txt -> the file;
  .jpg  -> src/<name>_page1.txt (pdftotext of the page before it was photographed).
Also checks: each gold person of a question has a `+` line in one of their own files; the 4
questions of an intent share one gold; each intent has 2 English + 2 Chinese questions.
Exit 1 on any failure.
"""
import json, re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path

import docx
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "ShuwanYe_CV_2026.pdf": "SY",
    "钱宁远_简历.pdf": "QN",
    "Levesque_Corentin_resume.pdf": "CL",
    "焦振邦-热设计-简历.docx": "JZ",
    "Siddhant_Bhargava_CV_2022.docx": "SB",
    "IMG_20261103_184512.jpg": "SB",
    "苏婉清_品类经理.md": "SW",
    "qujiayao_resume.txt": "QJ",
    "tingfeng_xu.resume.json": "TX",
}
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "bhargava_2026_page1.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)


def strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True,
                              text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.extend(c.text for c in r.cells)
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, fails, n_ev = {}, [], 0
    pending = []          # evidence lines since the last question
    ev_for_q = []         # per question: list of (sign, file)
    start = lines.index("questions:")
    for ln, line in enumerate(lines, 1):
        if ln <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if m:
            sign, f, quote = m.groups()
            n_ev += 1
            if f not in OWNERS or not (CVS / f).exists():
                fails.append(f"line {ln}: unknown file {f}")
                continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                fails.append(f"line {ln}: quote not found in {f}: {quote!r}")
            pending.append((sign, f))
        elif re.match(r"\s*- \{q:", line):
            ev_for_q.append(list(pending))
        elif line.strip().startswith("# ----"):
            pending = []
    qs = data["questions"]
    if len(qs) != len(ev_for_q):
        fails.append(f"parsed {len(ev_for_q)} question lines but YAML has {len(qs)}")
    people = set(data["people"])
    by_intent = defaultdict(list)
    for q, ev in zip(qs, ev_for_q):
        by_intent[q["intent"]].append(q)
        plus_owners = {OWNERS[f] for s, f in ev if s == "+"}
        for k in q["gold"]:
            if k not in people:
                fails.append(f"unknown key {k} in {q['q']}")
            if k not in plus_owners:
                fails.append(f"gold {k} has no + evidence: {q['q']}")
        if not q["gold"] and "empty-gold" not in q["tags"]:
            fails.append(f"empty gold without empty-gold tag: {q['q']}")
    for intent, group in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in group}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in group)
        if len(group) != 4 or len(golds) != 1 or zh != 2:
            fails.append(f"intent {intent}: {len(group)} questions, {len(golds)} golds, {zh} Chinese")
    gold_people = {k for q in qs for k in q["gold"]}
    if gold_people != people:
        fails.append(f"never gold: {people - gold_people}")
    for f in fails:
        print("FAIL", f)
    print(f"{n_ev} evidence lines, {len(qs)} questions, {len(by_intent)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
