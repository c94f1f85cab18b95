#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line in questions.yaml against the file's text.

Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file with ** markers removed
(.md/.txt), JSON string values (.json); the .jpg photo uses src/you_chengyu_2022/page_text.txt.
Comparison ignores all whitespace, NFKC-normalises, drops PDF bullets. Also checks that every gold
person has at least one '+' line, that every person is gold somewhere, and that no '-' line's file
may come from a gold person's own file (allowed: e.g. the old CV's stale 至今).
Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20220914_183502.jpg": ROOT / "src/you_chengyu_2022/page_text.txt"}
OWNER = {
    "游承屿_简历_2026.pdf": "YCY", "IMG_20220914_183502.jpg": "YCY",
    "简历_增长产品经理_宣沐禾.md": "XMH", "Mariska_Oudendijk_Resume.docx": "MO",
    "PoWen_Hsieh_CV.pdf": "PWH", "amaru_quispe.resume.json": "AQ",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "").replace("**", "")
    return re.sub(r"\s+", "", s)

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
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
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
    cache, fails, pending, n = {}, 0, [], 0
    gold_seen = set()
    people = set()
    in_people = False
    in_q = False
    for ln in lines:
        if ln.startswith("questions:"):
            in_q = True; in_people = False; continue
        if ln.startswith("people:"):
            in_people = True; continue
        if in_people:
            m = re.match(r"\s+([A-Z]+):", ln)
            if m: people.add(m.group(1)); continue
            in_people = False
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", ln) if in_q else None
        if m:
            sign, fname, quote = m.groups()
            fname = fname.strip()
            if fname not in OWNER:
                print(f"FAIL unknown file {fname!r}: {ln}"); fails += 1; continue
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
            n += 1
            if norm(quote) not in cache[fname]:
                print(f"FAIL quote not found in {fname}: {quote}"); fails += 1
            pending.append((sign, OWNER[fname]))
            continue
        m = re.match(r"\s*- \{q: \"(.*?)\", gold: \[(.*?)\]", ln)
        if m:
            q, gold = m.group(1), [g.strip() for g in m.group(2).split(",") if g.strip()]
            plus = {o for s, o in pending if s == "+"}
            for g in gold:
                gold_seen.add(g)
                if g not in people:
                    print(f"FAIL unknown key {g} in: {q}"); fails += 1
                if g not in plus:
                    print(f"FAIL no + evidence for {g} in: {q}"); fails += 1
            for o in plus - set(gold):
                print(f"FAIL + evidence for non-gold {o} in: {q}"); fails += 1
            if not gold and plus:
                print(f"FAIL empty gold with + lines: {q}"); fails += 1
            pending = []
    for p in people - gold_seen:
        print(f"FAIL {p} is never gold"); fails += 1
    print(f"{n} evidence lines checked, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
