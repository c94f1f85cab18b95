#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in questions.yaml against its file's text
(whitespace-insensitive, NFKC). Also: each gold person has >=1 '+' line per question, and every
person is gold somewhere. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_091244.jpg": ROOT / "src" / "vukovic_page.txt"}
OWNER = {"郏书岑_简历_2026.pdf": "JSC", "简历_郏书岑_2023.docx": "JSC", "shaoheng_pei_cv.pdf": "PSH",
         "ngaio_petrakis.json": "NP", "sigrun_hallstrom.md": "SH", "IMG_20261103_091244.jpg": "LV"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for k, v in o.items():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, fails, pending, gold_seen, nq = {}, 0, [], set(), 0
    people = set()
    in_people = False
    for ln in lines:
        if ln.startswith("people:"):
            in_people = True; continue
        if in_people:
            m = re.match(r"\s+([A-Z]+):", ln)
            if m: people.add(m.group(1)); continue
            in_people = False
        m = re.match(r"\s+#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            if f not in OWNER:
                print("UNKNOWN FILE", f); fails += 1; continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print(f"MISSING {sign} {f}: {quote}"); fails += 1
            pending.append((sign, OWNER[f]))
            continue
        m = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", ln)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            plus = {o for s, o in pending if s == "+"}
            for g in gold:
                gold_seen.add(g)
                if g not in people:
                    print("UNKNOWN KEY", g, m.group(1)); fails += 1
                if g not in plus:
                    print(f"NO EVIDENCE for {g} in: {m.group(1)}"); fails += 1
            for o in {o for s, o in pending if s == "-"} & set(gold):
                print(f"'-' line names gold {o} in: {m.group(1)}"); fails += 1
            for o in plus - set(gold):
                print(f"'+' line for non-gold {o} in: {m.group(1)}"); fails += 1
            tags = [t.strip() for t in m.group(3).split(",")]
            if not gold and "empty-gold" not in tags:
                print("empty gold without tag:", m.group(1)); fails += 1
            pending = []
        elif re.match(r"\s*- \{q:", ln):
            print("UNPARSED question line:", ln); fails += 1
    for p in people - gold_seen:
        print("never gold:", p); fails += 1
    print(f"{nq} questions, {len(people)} people, failures: {fails}")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
