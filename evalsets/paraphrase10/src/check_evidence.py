#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' evidence comment in questions.yaml
occurs verbatim (whitespace-insensitive; '•' bullets and markdown ** ignored) in that file's text.
PDF text = pdftotext (plain and -layout); DOCX text = paragraphs, table cells, headers/footers;
other files = raw text. Also checks intent groups (4 questions, same gold, 2 en + 2 zh)."""
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def texts(path):
    if path.suffix == ".pdf":
        out = []
        for extra in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *extra, str(path), "-"], capture_output=True,
                                      text=True, check=True).stdout)
        return out
    if path.suffix == ".docx":
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return ["\n".join(parts)]
    return [path.read_text(encoding="utf-8")]


def main():
    qfile = ROOT / "questions.yaml"
    cache, bad, n = {}, 0, 0
    for lineno, line in enumerate(qfile.read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        p = CVS / fname
        if not p.exists():
            print(f"line {lineno}: no such file {fname}")
            bad += 1
            continue
        if fname not in cache:
            cache[fname] = [norm(t) for t in texts(p)]
        n += 1
        if not any(norm(quote) in t for t in cache[fname]):
            print(f"line {lineno}: {sign} {fname}: quote not found: {quote}")
            bad += 1
    data = yaml.safe_load(qfile.read_text(encoding="utf-8"))
    keys = set(data["people"])
    groups = defaultdict(list)
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"])
                bad += 1
        groups[q["intent"]].append(q)
    for name, qs in groups.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            print(f"intent {name}: {len(qs)} questions, {len(golds)} golds, {zh} Chinese")
            bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    if keys - used:
        print("never gold:", keys - used)
        bad += 1
    print(f"{n} evidence quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
