#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.

Text sources: pdftotext (PDF; raw or -layout order); python-docx paragraphs + table cells (DOCX); JSON string values;
the file itself for .md/.txt (markdown ** / * / # markers dropped); for the photo .jpg the page text
kept in src/shi_manqing_photo_page.txt. Matching ignores whitespace, applies NFKC and maps the
various Unicode hyphens/dashes pdftotext may emit to plain ones.
Also checks: 4 questions per intent with identical gold, gold keys exist, every person is gold
somewhere, every gold person of a question has at least one '+' line above it.
Exit 1 on any failure.
"""
import json
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
SRC = ROOT / "src"
OWNER = {
    "deng_jiahe_cv.pdf": "DJ", "signe_dalgaard_cv.pdf": "SD", "cv_final_v3.pdf": "EM",
    "简历_祝雨桥_2026.docx": "ZY", "ishaan_mukherjee_cv_2021.docx": "IM",
    "ishaan_mukherjee_resume_2026.md": "IM", "蒋奕辰_简历.txt": "JY", "qiyue_fang.json": "QF",
    "IMG_20261103_194522.jpg": "SM",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub(r"[\u2010\u2011\u2012\u00ad]", "-", s)
    s = s.replace("•", "").replace("・", "·")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name.endswith(".pdf"):
        # raw and -layout reading orders both count (a quote must occur in one of them)
        raw = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
        lay = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
        return raw + "\n\u0000\n" + lay
    if name.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []

        def walk(v):
            if isinstance(v, str):
                out.append(v)
            elif isinstance(v, dict):
                for x in v.values():
                    walk(x)
            elif isinstance(v, list):
                for x in v:
                    walk(x)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    if name.endswith(".md"):
        t = p.read_text(encoding="utf-8")
        return re.sub(r"\*\*|(?<!\w)\*|^#+ ", "", t, flags=re.M)
    if name.endswith(".txt"):
        return p.read_text(encoding="utf-8")
    if name.endswith(".jpg"):
        return (SRC / "shi_manqing_photo_page.txt").read_text(encoding="utf-8")
    raise ValueError(name)


def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    people = data["people"]
    texts = {n: norm(text_of(n)) for n in OWNER}
    fails = 0
    n_ev = 0
    pending = []
    qi = 0
    qs = data["questions"]
    body = raw.split("\nquestions:\n", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if m:
            sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            n_ev += 1
            if fname not in texts:
                print("UNKNOWN FILE:", line); fails += 1; continue
            if norm(quote) not in texts[fname]:
                print("NOT FOUND:", fname, "|", quote); fails += 1
            pending.append((sign, OWNER[fname]))
            continue
        if re.match(r"\s*- \{q:", line):
            q = qs[qi]; qi += 1
            plus = {o for s, o in pending if s == "+"}
            minus = {o for s, o in pending if s == "-"}
            for g in q["gold"]:
                if g not in people:
                    print("UNKNOWN KEY", g, q["q"]); fails += 1
                if g not in plus:
                    print("NO + EVIDENCE for", g, "in:", q["q"]); fails += 1
            if not q["gold"] and plus:
                print("+ evidence on empty-gold question:", q["q"]); fails += 1
            for o in minus - plus:
                if o in q["gold"]:
                    print("- line names gold member", o, q["q"]); fails += 1
            if not line.strip().startswith("- {q:") or "intent:" not in line:
                print("bad line", line); fails += 1
            # evidence block applies to the whole intent group: reset only when the intent changes
            nxt = qs[qi]["intent"] if qi < len(qs) else None
            if nxt != q["intent"]:
                pending = []
    assert qi == len(qs), (qi, len(qs))
    groups = defaultdict(list)
    for q in qs:
        groups[q["intent"]].append(q)
    for k, g in groups.items():
        golds = {tuple(sorted(q["gold"])) for q in g}
        if len(g) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", k, len(g), golds); fails += 1
    used = {k for q in qs for k in q["gold"]}
    for k in people:
        if k not in used:
            print("never gold:", k); fails += 1
    print(f"{n_ev} evidence lines, {len(qs)} questions, {len(groups)} intents, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
