#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; PDF bullets ignored), that gold keys exist, and that everyone is gold somewhere."""
import os, re, subprocess, sys, yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261108_213544.jpg': os.path.join(HERE, 'lu_qiyan', 'lu_qiyan_2026_page_text.txt')}

def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return '\n'.join(parts)
    return open(path, encoding='utf-8').read()

def norm(s):
    s = s.replace('•', '')
    return re.sub(r'\s+', '', s)

cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r'\s*#\s*([+-])\s+(\S[^:]*?\.(?:pdf|docx|txt|json|jpg)):\s(.*)$', line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    if not os.path.exists(os.path.join(CVS, fname)):
        print(f'line {i}: no such file {fname}'); bad += 1; continue
    if fname not in cache:
        cache[fname] = norm(text_of(fname))
    n += 1
    if norm(quote) not in cache[fname]:
        print(f'line {i}: NOT FOUND in {fname}: {quote}'); bad += 1

data = yaml.safe_load(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'))
keys = set(data['people'])
used = set()
for q in data['questions']:
    for k in q['gold']:
        if k not in keys:
            print('unknown key', k, 'in', q['q']); bad += 1
        used.add(k)
for k in keys - used:
    print('never gold:', k); bad += 1
print(f'{n} quotes checked, {len(data["questions"])} questions, {bad} problems')
sys.exit(1 if bad else 0)
