#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive). PDFs: pdftotext (raw and -layout); DOCX: python-docx paragraphs and table
cells; .jpg photo: src/keogh_2026_page.txt (the page text before it was photographed); others: the file."""
import re, subprocess, sys, os
from pathlib import Path
ROOT = Path(__file__).resolve().parent.parent
PHOTO_TEXT = {'IMG_20260914_183307.jpg': ROOT / 'src' / 'keogh_2026_page.txt'}
def norm(s): return re.sub(r'\s+', '', s)
_cache = {}
def texts(name):
    if name in _cache: return _cache[name]
    p = ROOT / 'cvs' / name
    if not p.exists(): sys.exit(f'missing file: {name}')
    out = []
    if name in PHOTO_TEXT:
        out.append(PHOTO_TEXT[name].read_text())
    elif p.suffix == '.pdf':
        for args in ([], ['-layout']):
            out.append(subprocess.run(['pdftotext', *args, str(p), '-'], capture_output=True, text=True).stdout)
    elif p.suffix == '.docx':
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        out.append('\n'.join(parts))
    else:
        out.append(p.read_text())
    _cache[name] = [norm(x) for x in out]
    return _cache[name]
bad = n = 0
for ln, line in enumerate((ROOT / 'questions.yaml').read_text().splitlines(), 1):
    m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*)$', line)
    if not m or not (ROOT / 'cvs' / m.group(2)).exists() and '.' not in m.group(2): continue
    n += 1
    q = norm(m.group(3))
    if not any(q in t for t in texts(m.group(2))):
        bad += 1; print(f'line {ln}: NOT FOUND in {m.group(2)}: {m.group(3)}')
print(f'{n} quotes checked, {bad} missing'); sys.exit(1 if bad else 0)
