"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and * markers ignored) and that the yaml is consistent.
Run: src/.venv/bin/python src/check_evidence.py"""
import re
import subprocess
import sys
from pathlib import Path

import docx
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20260611_204512.jpg": ROOT / "src" / "p8" / "feng_zhiyi_page_text.txt"}


def text_of(name):
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file {name}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    cache, bad, n = {}, 0, 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+):\s(.*)$", line)
        if not m or not (CVS / m.group(2)).suffix:
            continue
        sign, f, quote = m.groups()
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            bad += 1
            print(f"NOT FOUND [{sign}] {f}: {quote}")
    # consistency
    people = set(data["people"])
    by_intent = {}
    for q in data["questions"]:
        assert set(q["gold"]) <= people, q
        by_intent.setdefault(q["intent"], []).append(q)
    for intent, qs in by_intent.items():
        if len(qs) != 4:
            bad += 1; print("intent without 4 phrasings:", intent)
        if len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            bad += 1; print("gold differs within intent:", intent)
    golds = set().union(*(set(q["gold"]) for q in data["questions"]))
    if golds != people:
        bad += 1; print("never gold:", people - golds)
    # every file named in evidence exists, every cv file is cited
    cited = set(cache)
    for p in CVS.iterdir():
        if p.name not in cited:
            print("note: file never quoted:", p.name)
    print(f"{n} quotes checked, {bad} problems, {len(data['questions'])} questions, {len(by_intent)} intents")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
