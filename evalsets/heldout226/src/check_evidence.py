#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text.
Whitespace-insensitive; PDF bullets are ignored. PDFs: pdftotext -layout; DOCX: python-docx
paragraphs and table cells; JPG: the page text kept in src/; others: raw file text.
Run with src/.venv/bin/python src/check_evidence.py"""
import re, subprocess, sys
from pathlib import Path
ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "vivian_tsoi_2026_page_text.txt"}

def norm(s):
    return re.sub(r"[\s•]+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    cache, bad, n = {}, 0, 0
    files = {f.name for f in CVS.iterdir()}
    started = False
    for ln, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        n += 1
        if fname not in files:
            print(f"line {ln}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            print(f"line {ln}: NOT FOUND in {fname}: {quote}"); bad += 1
    print(f"{n} quotes checked, {bad} failing")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
