#!/usr/bin/env python3
"""Self-check for heldout183/questions.yaml: every '# + file: quote' / '# - file: quote' comment
must occur (whitespace-insensitive) in the text of that file; gold keys must be in people:."""
import re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "cliodhna_wexford_2026_page.txt"}


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
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    people = set()
    in_people = False
    pending_plus = set()
    for ln in lines:
        if ln.startswith("people:"):
            in_people = True
            continue
        if in_people:
            m = re.match(r"\s+([A-Z]{2}):", ln)
            if m:
                people.add(m.group(1))
                continue
            in_people = False
        m = re.match(r"\s*#\s*([+-])\s+([^:\s]+\.(?:pdf|docx|json|txt|jpg|md)):\s?(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            if f not in cache:
                cache[f] = norm(text_of(f))
            n += 1
            if norm(quote) not in cache[f]:
                bad += 1
                print(f"MISSING in {f}: {quote}")
            if sign == "+":
                pending_plus.add(f)
            continue
        m = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\]", ln)
        if m:
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            for g in gold:
                if g not in people:
                    bad += 1
                    print(f"UNKNOWN KEY {g} in: {m.group(1)}")
            if gold and not pending_plus:
                bad += 1
                print(f"NO + EVIDENCE for: {m.group(1)}")
            pending_plus = set()
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
