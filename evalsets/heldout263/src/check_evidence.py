#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs (whitespace-insensitive)
in the text of the named CV file. PDF: pdftotext (raw and -layout); DOCX: python-docx paragraphs
and table cells; .txt/.json: the file; .jpg: the pre-photo page text kept in src/."""
import pathlib, re, subprocess, sys, unicodedata
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261014_183522.jpg": ROOT / "src/yf/yasmin_farouqi_2026_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        raw = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        lay = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        return raw + "\n@@@\n" + lay
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    cache, bad, n = {}, 0, 0
    started = False
    for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        fname, quote = m.group(2), m.group(3)
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
    print(f"{n} quotes checked, {bad} missing")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
