#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in the file's text
(whitespace-insensitive; markdown ** / * markers ignored). PDFs via pdftotext, DOCX via python-docx
paragraphs + table cells, .jpg via src/<stem>_page_text.txt (the page's text before it was photographed)."""
import re, subprocess, sys, pathlib
HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_展若川简历.jpg": HERE / "zhan_ruochuan_page_text.txt"}

def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout + "\n" + \
               subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".jpg":
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    return p.read_text(encoding="utf-8").replace("**", "").replace("*", "")

def norm(s):
    return re.sub(r"\s+", "", s)

def main():
    bad = n = 0
    cache = {}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for line in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if fname not in cache:
            try:
                cache[fname] = norm(text_of(fname))
            except FileNotFoundError:
                print(f"MISSING FILE {fname}"); bad += 1; continue
        n += 1
        if norm(quote.replace("**", "")) not in cache[fname]:
            bad += 1
            print(f"NOT FOUND [{sign}] {fname}: {quote}")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

main()
