#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC, markdown ** / * markers ignored)."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20260914_213355.jpg": HERE / "zhuo_yanping_2026_photo_text.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "")
    s = re.sub(r"[\u2010\u2011\u2012\u2013\u2014\-]", "-", s)
    s = s.replace("・", "·").replace("‧", "·")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    pending, gold_seen = [], set()
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|json|jpg|txt)):\s(.*)$", line)
        if m:
            sign, f, quote = m.groups()
            if not (CVS / f).exists():
                print(f"line {i}: no such file {f}"); bad += 1; continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            n += 1
            if norm(quote) not in cache[f]:
                print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*- \{q:", line):
            gold = re.search(r"gold:\s*\[([^\]]*)\]", line).group(1)
            gold = [g.strip() for g in gold.split(",") if g.strip()]
            gold_seen.update(gold)
            if gold and not any(s == "+" for s, _ in pending):
                print(f"line {i}: gold without + evidence"); bad += 1
            pending = []
    print(f"{n} quotes checked, {bad} failures; people gold somewhere: {sorted(gold_seen)}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
