#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** and * markers ignored) in the text of that file.
PDF: pdftotext; DOCX: python-docx body paragraphs, table cells, headers/footers; .md/.txt: the file;
the photo (.jpg) has no text layer, so its page text in src/ is used."""
import os, re, subprocess, sys
import yaml  # noqa: F401  (only used to confirm the file parses)
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184522.jpg": os.path.join(HERE, "tolland", "stuart_tolland_2026_page1.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    ext = name.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if ext == "docx":
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    yaml.safe_load(open(qpath, encoding="utf-8"))
    cache, bad, n = {}, 0, 0
    for ln, line in enumerate(open(qpath, encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?\.(?:pdf|docx|md|txt|jpg)):\s*(.+?)\s*$", line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2), m.group(3)
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            bad += 1
            print(f"MISSING line {ln}: {f}: {quote}")
    files = set(os.listdir(CVS))
    unused = files - set(cache)
    print(f"{n} quotes checked, {bad} missing; files without quotes: {sorted(unused) or 'none'}")
    sys.exit(1 if bad or n == 0 else 0)

if __name__ == "__main__":
    main()
