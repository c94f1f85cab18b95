#!/usr/bin/env python3
"""Self-check for heldout136/questions.yaml.

Every '# + file: quote' / '# - file: quote' comment above a question must occur in the text of that
file (whitespace-insensitive, NFKC). Text: pdftotext for .pdf, python-docx paragraphs + table cells
for .docx, all JSON string values for .json, the file for .txt/.md, and for the photographed .jpg the
page text kept in src/qiang/page_text.txt. Also: every gold member has a '+' line from one of their
own files, '+' lines come only from gold members' files, '-' lines never come from a gold member's
file, and every person is gold somewhere. Exit 1 on any failure.
"""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "aurora_kivela_cv.pdf": "AK",
    "lian_shuqi_2026.pdf": "LSQ",
    "练书棋_简历_2022.txt": "LSQ",
    "卿若彤_税务_简历.docx": "QRT",
    "leire_zubiaurre.resume.json": "LZ",
    "IMG_20261103_142217.jpg": "QYH",
}
PHOTO_TEXT = {"IMG_20261103_142217.jpg": ROOT / "src" / "qiang" / "page_text.txt"}


def json_strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    people = set()
    in_people = False
    for ln in lines:
        if ln.startswith("people:"):
            in_people = True
            continue
        if in_people:
            m = re.match(r"^  ([A-Z]+):", ln)
            if m:
                people.add(m.group(1))
            elif not ln.startswith("  "):
                in_people = False
    texts = {n: norm(text_of(n)) for n in OWNERS}
    fails, pending, nq, gold_seen = [], [], 0, set()
    started = False
    for i, ln in enumerate(lines, 1):
        if ln.startswith("questions:"):
            started = True
            continue
        if not started:
            continue
        m = re.match(r"^\s*# ([+-]) ([^:]+?): (.+)$", ln)
        if m:
            pending.append((i, m.group(1), m.group(2).strip(), m.group(3).strip()))
            continue
        q = re.match(r'^\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\]\}\s*$', ln)
        if q:
            nq += 1
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            gold_seen |= set(gold)
            for g in gold:
                if g not in people:
                    fails.append(f"L{i}: unknown gold key {g}")
            supported = set()
            for (j, sign, f, quote) in pending:
                if f not in OWNERS:
                    fails.append(f"L{j}: unknown file {f}")
                    continue
                if norm(quote) not in texts[f]:
                    fails.append(f"L{j}: quote not found in {f}: {quote}")
                owner = OWNERS[f]
                if sign == "+":
                    if owner not in gold:
                        fails.append(f"L{j}: '+' line from {f} ({owner}) but {owner} is not gold")
                    supported.add(owner)
                elif owner in gold:
                    fails.append(f"L{j}: '-' line from gold member {owner}'s file {f}")
            for g in gold:
                if g not in supported:
                    fails.append(f"L{i}: gold {g} has no '+' evidence")
            pending = []
        elif ln.strip() and not ln.lstrip().startswith("#") and pending:
            pass
    for p in sorted(people - gold_seen):
        fails.append(f"person {p} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions, {len(people)} people, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
