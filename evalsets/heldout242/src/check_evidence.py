#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the file's text.
Run with src/.venv/bin/python (needs python-docx, pyyaml optional). Exit 1 on any failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "huan_siyu_2026_page_text.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    pat = re.compile(r"^\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*\S)\s*$")
    n = fails = 0
    pending = []
    gold_re = re.compile(r"gold:\s*\[([^\]]*)\]")
    for i, ln in enumerate(lines, 1):
        m = pat.match(ln)
        if m:
            sign, f, quote = m.groups()
            n += 1
            try:
                ok = norm(quote) in text_of(f)
            except FileNotFoundError:
                ok = False
            if not ok:
                fails += 1
                print(f"FAIL line {i}: {sign} {f}: {quote}")
            pending.append((sign, f))
            continue
        g = gold_re.search(ln)
        if g and "q:" in ln:
            gold = [x.strip() for x in g.group(1).split(",") if x.strip()]
            if gold and not any(s == "+" for s, _ in pending):
                fails += 1; print(f"FAIL line {i}: gold without + evidence")
            if not gold and not pending:
                print(f"note line {i}: empty-gold question without trap lines")
            pending = []
    print(f"{n} evidence lines checked, {fails} failures")
    sys.exit(1 if fails else 0)

main()
