"""Self-check: every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive), every intent has 4 questions with one gold, every person is gold
somewhere, and every gold key is a known person."""
import collections
import re
import subprocess
import sys
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261014_093512.jpg": ROOT / "src" / "ye_ruolan_page.txt"}


def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)


def texts(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text(encoding="utf-8")]
    if not p.exists():
        raise FileNotFoundError(name)
    if p.suffix == ".pdf":
        out = []
        for extra in (["-layout"], []):
            out.append(subprocess.run(["pdftotext", *extra, str(p), "-"], capture_output=True,
                                      text=True, check=True).stdout)
        return out
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    return [p.read_text(encoding="utf-8")]


def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    people = data["people"]
    bad = 0
    n = 0
    cache = {}
    body = raw.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        fname, quote = m.group(2), m.group(3).strip()
        if fname not in cache:
            cache[fname] = [norm(t) for t in texts(fname)]
        n += 1
        if not any(norm(quote) in t for t in cache[fname]):
            bad += 1
            print(f"NOT FOUND in {fname}: {quote}")
    print(f"{n} quotes checked, {bad} missing")
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in people:
                bad += 1
                print("unknown key", k, q["q"])
            gold_people.add(k)
    for intent, qs in sorted(by_intent.items()):
        golds = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            bad += 1
            print(f"intent {intent}: {len(qs)} questions, {len(golds)} golds, {zh} Chinese")
    missing = set(people) - gold_people
    if missing:
        bad += 1
        print("never gold:", missing)
    print(f"{len(data['questions'])} questions, {len(by_intent)} intents")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
