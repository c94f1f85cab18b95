#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's
text (whitespace-insensitive). PDF: pdftotext; DOCX: python-docx paragraphs + table cells;
JSON/TXT: raw text; the photo: src/wei_xudong_photo_page.txt. Also checks gold keys and aliases."""
import os, re, subprocess, sys
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261102_183417.jpg': os.path.join(HERE, 'wei_xudong_photo_page.txt')}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

norm = lambda s: re.sub(r'\s+', '', s)
cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r'\s*#\s*([+-])\s+([^:\s]+\.(?:pdf|docx|json|txt|jpg)):\s?(.*)$', line)
    if not m:
        continue
    n += 1
    f, quote = m.group(2), m.group(3)
    if not os.path.exists(os.path.join(CVS, f)):
        print(f'line {i}: missing file {f}'); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    if norm(quote) not in cache[f]:
        print(f'line {i}: NOT FOUND in {f}: {quote}'); bad += 1
d = yaml.safe_load(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'))
keys = set(d['people'])
for q in d['questions']:
    for g in q['gold']:
        if g not in keys:
            print('unknown key', g, q['q']); bad += 1
used = {g for q in d['questions'] for g in q['gold']}
if keys - used:
    print('never gold:', keys - used); bad += 1
print(f'{n} quotes checked, {len(d["questions"])} questions, {bad} problems')
sys.exit(1 if bad else 0)
