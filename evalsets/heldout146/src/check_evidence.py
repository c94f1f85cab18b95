#!/usr/bin/env python3
"""Check that every '+ file: quote' / '- file: quote' evidence comment in questions.yaml occurs
verbatim (whitespace-insensitive) in the text of that file.
PDF: pdftotext (raw and -layout; a match in either counts). DOCX: python-docx paragraphs + table cells.
.txt/.json: the file. The photo IMG_20261103_184512.jpg: src/rao_zhiheng_photo_text.txt."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "rao_zhiheng_photo_text.txt")}

def norm(s):
    s = s.replace("\u2022", "")
    return "".join(s.split())

_cache = {}
def texts(fn):
    if fn in _cache:
        return _cache[fn]
    path = os.path.join(CVS, fn)
    if not os.path.exists(path):
        raise SystemExit(f"missing file: {fn}")
    out = []
    if fn in PHOTO_TEXT:
        out.append(open(PHOTO_TEXT[fn], encoding="utf-8").read())
    elif fn.lower().endswith(".pdf"):
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, path, "-"], capture_output=True, text=True, check=True).stdout)
    elif fn.lower().endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        out.append("\n".join(parts))
    else:
        out.append(open(path, encoding="utf-8").read())
    _cache[fn] = [norm(t) for t in out]
    return _cache[fn]

def main():
    bad = n = 0
    rx = re.compile(r"^\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|txt|json|jpg|md)):\s+(.*\S)\s*$")
    for ln, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
        m = rx.match(line)
        if not m or not os.path.exists(os.path.join(CVS, m.group(2))):
            if m:
                print(f"L{ln}: unknown file {m.group(2)!r}"); bad += 1
            continue
        n += 1
        q = norm(m.group(3))
        if not any(q in t for t in texts(m.group(2))):
            bad += 1
            print(f"L{ln}: NOT FOUND in {m.group(2)}: {m.group(3)}")
    print(f"{n} quotes checked, {bad} problems")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
