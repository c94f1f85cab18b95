#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' comment in ../questions.yaml occurs in
that file's text (whitespace-insensitive). PDF: pdftotext; DOCX: python-docx paragraphs +
table cells; .md/.txt/.json: raw file; the photo .jpg: src/gideon_halloway_page.txt."""
import re, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184212.jpg": HERE / "gideon_halloway_page.txt"}


def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    suf = p.suffix.lower()
    if suf == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if suf == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    pat = re.compile(r"^\s*#\s*([+-])\s+(\S[^:]*?):\s(.+)$")
    cache, bad, n = {}, 0, 0
    start = next(k for k, l in enumerate(lines) if l.startswith("questions:"))
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue  # header gold-rule bullets are not evidence
        m = pat.match(line)
        if not m:
            continue
        sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
        n += 1
        try:
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
        except FileNotFoundError:
            print(f"line {i}: missing file {fname}")
            bad += 1
            continue
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
            bad += 1
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad or n == 0 else 0)


if __name__ == "__main__":
    main()
