#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and * markers and PDF bullets ignored).
Also checks: every gold person has at least one '+' line, every person is gold somewhere.
Run with src/.venv/bin/python (needs python-docx, pyyaml optional)."""
import re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20261103_0912.jpg": SRC / "rhodri_pennant_cv_2026_page_text.txt"}
OWNER = {"Henrietta_Vale_CV.pdf": "HV", "寇思妍_简历.pdf": "KSY", "鄢明琛_安全工程师.docx": "YMC",
         "aleksi_vaara.md": "AV", "rhodri_pennant_cv_2021.txt": "RP", "IMG_20261103_0912.jpg": "RP"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text()
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
    return p.read_text()

def main():
    lines = (ROOT / "questions.yaml").read_text().splitlines()
    cache, fails, n = {}, 0, 0
    pending, gold_seen, all_people = [], set(), set()
    in_people = False
    for ln in lines:
        if ln.startswith("people:"):
            in_people = True; continue
        if ln.startswith("questions:"):
            in_people = False; continue
        if in_people:
            m = re.match(r"\s+(\w+):", ln)
            if m: all_people.add(m.group(1))
            continue
        m = re.match(r"\s+# ([+-]) ([^:]+): (.*)$", ln)
        if m:
            sign, f, q = m.groups()
            if f not in cache:
                cache[f] = norm(text_of(f))
            n += 1
            if norm(q) not in cache[f]:
                fails += 1; print(f"MISSING [{f}] {q}")
            pending.append((sign, f))
            continue
        m = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\]", ln)
        if m:
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            gold_seen.update(gold)
            plus = {OWNER[f] for s, f in pending if s == "+"}
            minus = {OWNER[f] for s, f in pending if s == "-"}
            for g in gold:
                if g not in plus:
                    fails += 1; print(f"NO + EVIDENCE for {g}: {m.group(1)}")
            for p in plus - set(gold):
                fails += 1; print(f"+ LINE FOR NON-GOLD {p}: {m.group(1)}")
            pending = []
    for p in all_people - gold_seen:
        fails += 1; print(f"NEVER GOLD: {p}")
    print(f"{n} quotes checked, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
