"""Checks every '+' / '-' evidence quote in ../questions.yaml against the text of its CV file.

Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values (JSON),
the file itself (.txt/.md). Comparison ignores whitespace, NFKC forms, PDF bullets and the
middle-dot variants pdftotext produces with CJK fonts. Also checks that every gold person has a
'+' line in a file they own, '+' lines only cite gold people, and '-' lines never cite a gold
person. Exit 1 on any failure.
"""
import json
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "宋知远_感知算法.pdf": "SZ",
    "zhiyuan_song_en.docx": "SZ",
    "邱明哲_模拟版图.docx": "QM",
    "廖晴川_简历.txt": "LQ",
    "Teodor_Lindahl_CV.pdf": "TL",
    "aarav_pillai.json": "AP",
}


def json_strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)


def text_of(path: Path) -> str:
    s = path.suffix.lower()
    if s == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    if s == ".docx":
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [p.text for p in sec.footer.paragraphs]
        return "\n".join(parts)
    if s == ".json":
        return "\n".join(json_strings(json.loads(path.read_text(encoding="utf-8"))))
    return path.read_text(encoding="utf-8")


def norm(s: str) -> str:
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u30fb", "\u00b7").replace("\u2022", "").replace("\u2019", "'")
    return re.sub(r"\s+", "", s)


def main() -> int:
    texts = {}
    for f in OWNERS:
        p = CVS / f
        if not p.exists():
            print(f"MISSING FILE {f}")
            return 1
        texts[f] = norm(text_of(p))
    extra = sorted(set(p.name for p in CVS.iterdir()) - set(OWNERS))
    if extra:
        print("files in cvs/ without an owner:", extra)
        return 1

    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    fails = 0
    n_ev = 0
    pending = []
    qi = 0
    start = lines.index("questions:") + 1
    for ln, line in enumerate(lines[start:], start + 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if m:
            pending.append((ln, m.group(1), m.group(2), m.group(3).strip()))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = data["questions"][qi]
            qi += 1
            gold = set(q["gold"])
            assert gold <= people, (ln, gold - people)
            supported = set()
            for eln, sign, f, quote in pending:
                n_ev += 1
                if f not in texts:
                    print(f"line {eln}: unknown file {f}")
                    fails += 1
                    continue
                if norm(quote) not in texts[f]:
                    print(f"line {eln}: quote not found in {f}: {quote}")
                    fails += 1
                owner = OWNERS[f]
                if sign == "+":
                    if owner not in gold:
                        print(f"line {eln}: '+' cites {owner}, not gold for: {q['q']}")
                        fails += 1
                    supported.add(owner)
                elif owner in gold:
                    print(f"line {eln}: '-' cites gold person {owner}: {q['q']}")
                    fails += 1
            for g in gold - supported:
                print(f"line {ln}: gold {g} has no '+' evidence: {q['q']}")
                fails += 1
            pending = []
    if qi != len(data["questions"]):
        print(f"parsed {qi} questions but yaml has {len(data['questions'])}")
        fails += 1
    golds = set().union(*(set(q["gold"]) for q in data["questions"]))
    for p in people - golds:
        print(f"person {p} is never gold")
        fails += 1
    print(f"{len(data['questions'])} questions, {n_ev} evidence lines, {fails} failures")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
