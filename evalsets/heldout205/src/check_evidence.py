#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text.

Text sources: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values
(JSON Resume), the file itself (.txt/.md), and for the phone photo the page text kept in src/.
Comparison ignores all whitespace and applies NFKC. Also checks every gold person has a '+' line,
every person is gold somewhere, and gold keys exist in people:.
Run with the venv python: src/.venv/bin/python src/check_evidence.py
"""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20260914_183522.jpg": ROOT / "src/fu_zhenchuan_photo/fu_zhenchuan_2026_page_text.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def json_strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o


def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, fails, n = {}, 0, 0
    people = {}
    in_people = False
    for ln in lines:
        if ln.startswith("people:"):
            in_people = True; continue
        if in_people:
            m = re.match(r"\s+([A-Z]+):\s*\[", ln)
            if m:
                people[m.group(1)] = ln
                continue
            in_people = False
    pending, gold_seen = [], set()
    file_owner = {"wu_xiaoyun_cv.pdf": "WX", "fu_zhenchuan_2021.txt": "FZ", "IMG_20260914_183522.jpg": "FZ",
                  "Maud_Ellingsworth_CV.docx": "ME", "valentin_araya.resume.json": "VA",
                  "Maricel_Dumalagan_Resume.pdf": "MD"}
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.\w+):\s(.+)$", ln)
        if m:
            sign, f, quote = m.groups()
            if f not in cache:
                try:
                    cache[f] = norm(text_of(f))
                except Exception as e:  # missing file
                    print(f"line {i}: cannot read {f}: {e}"); fails += 1; cache[f] = ""
            n += 1
            if norm(quote) not in cache[f]:
                print(f"line {i}: NOT FOUND in {f}: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        q = re.match(r"\s*- \{q: \"(.*?)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", ln)
        if q:
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            for g in gold:
                gold_seen.add(g)
                if g not in people:
                    print(f"line {i}: unknown key {g}"); fails += 1
                if not any(s == "+" and file_owner.get(f) == g for s, f in pending):
                    print(f"line {i}: gold {g} has no + evidence"); fails += 1
            for s, f in pending:
                if s == "+" and file_owner.get(f) not in gold:
                    print(f"line {i}: + evidence from {f} but owner not gold"); fails += 1
                if s == "-" and file_owner.get(f) in gold and not any(
                        s2 == "+" and file_owner.get(f2) == file_owner.get(f) for s2, f2 in pending):
                    print(f"line {i}: - evidence names gold member"); fails += 1
            if "empty-gold" in q.group(3) and gold:
                print(f"line {i}: empty-gold tag with gold"); fails += 1
            pending = []
        elif ln.strip().startswith("- {q"):
            print(f"line {i}: could not parse question line"); fails += 1
    for k in people:
        if k not in gold_seen:
            print(f"person {k} is never gold"); fails += 1
    print(f"{n} evidence lines checked, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
