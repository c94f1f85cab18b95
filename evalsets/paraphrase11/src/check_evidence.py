#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the
file's text (whitespace-insensitive; markdown ** and * markers and PDF bullets ignored), that
every gold key is a person, every intent has exactly 4 questions with one gold, and that
every person is gold somewhere."""
import re, subprocess, sys
from collections import defaultdict
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def text_of(p: Path) -> str:
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s: str) -> str:
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    cache, bad, n = {}, 0, 0
    body = raw.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        p = CVS / fn
        if not p.exists():
            print("MISSING FILE", fn); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(p))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"NOT FOUND [{sign}] {fn}: {quote}"); bad += 1
    data = yaml.safe_load(raw)
    people = set(data["people"])
    intents = defaultdict(list)
    gold_seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print("UNKNOWN KEY", k, q["q"]); bad += 1
        gold_seen |= set(q["gold"])
        intents[q["intent"]].append(q)
    for name, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", name, len(qs), golds); bad += 1
    if people - gold_seen:
        print("NEVER GOLD", people - gold_seen); bad += 1
    files = {p.name for p in CVS.iterdir()}
    quoted = {re.match(r"\s*#\s*[+-]\s+(\S+?):", l).group(1) for l in body.splitlines() if re.match(r"\s*#\s*[+-]\s+(\S+?):\s", l)}
    if files - quoted:
        print("FILES WITHOUT EVIDENCE", files - quoted)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(intents)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
