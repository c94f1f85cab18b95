#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that
file's text (whitespace-insensitive). PDF: pdftotext (raw and -layout); DOCX: python-docx
paragraphs + table cells; .json/.txt: the file; the photo: src/kexuan_ru_cv_2026_page.txt.
Also checks gold keys exist in people:, and every person is gold somewhere."""
import os, re, subprocess, sys
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_184512.jpg': os.path.join(HERE, 'kexuan_ru_cv_2026_page.txt')}
norm = lambda s: re.sub(r'\s+', '', s)
cache = {}
def text_of(name):
    if name in cache: return cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path): raise SystemExit(f'missing file {name}')
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding='utf-8').read()
    elif name.endswith('.pdf'):
        t = subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True).stdout
        t += '\n' + subprocess.run(['pdftotext', '-layout', path, '-'], capture_output=True, text=True).stdout
    elif name.endswith('.docx'):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = '\n'.join(parts)
    else:
        t = open(path, encoding='utf-8').read()
    cache[name] = norm(t); return cache[name]
src = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read()
bad = 0; n = 0
for line in src.splitlines():
    m = re.match(r'\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|json|txt|jpg)):\s+(.*)$', line)
    if not m: continue
    n += 1
    if norm(m.group(3)) not in text_of(m.group(2)):
        bad += 1; print('NOT FOUND:', m.group(2), '|', m.group(3))
data = yaml.safe_load(src)
keys = set(data['people']); used = set()
for q in data['questions']:
    for g in q['gold']:
        if g not in keys: bad += 1; print('unknown key', g, q['q'])
        used.add(g)
for k in keys - used: bad += 1; print('never gold:', k)
print(f'{n} quotes, {len(data["questions"])} questions, {bad} problems')
sys.exit(1 if bad else 0)
