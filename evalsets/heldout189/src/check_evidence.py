#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' comment in ../questions.yaml occurs
verbatim (whitespace-insensitive; markdown ** markers and PDF bullets ignored) in the file's text,
and that gold keys exist in `people`."""
import re
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def text_of(path: Path) -> str:
    ext = path.suffix.lower()
    if ext == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    if ext == ".docx":
        from docx import Document
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")


def norm(s: str) -> str:
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main() -> int:
    qfile = ROOT / "questions.yaml"
    raw = qfile.read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    people = set(data["people"])
    cache, bad, n = {}, 0, 0
    body = raw.split("\nquestions:", 1)[1]  # evidence comments live under questions:
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not (CVS / fname).exists():
            print(f"MISSING FILE {fname}: {line.strip()}")
            bad += 1
            continue
        if fname not in cache:
            cache[fname] = norm(text_of(CVS / fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"NOT FOUND [{sign}] {fname}: {quote}")
            bad += 1
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print(f"UNKNOWN KEY {k} in {q['q']}")
                bad += 1
    used = {k for q in data["questions"] for k in q["gold"]}
    for k in people - used:
        print(f"PERSON NEVER GOLD: {k}")
        bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
