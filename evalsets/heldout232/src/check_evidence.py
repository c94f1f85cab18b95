#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive) in that file's text. Run from anywhere: python src/check_evidence.py"""
import json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_094512.jpg': os.path.join(HERE, 'fu_xiaoman_2026_page.txt')}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        a = subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
        b = subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout
        return a + '\n' + b
    if name.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

norm = lambda s: re.sub(r'\s+', '', s).replace('•', '')
cache, bad, n = {}, 0, 0
files = set(os.listdir(CVS))
for i, line in enumerate(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'), 1):
    m = re.match(r'\s+#\s*([+-])\s+(\S+?):\s(.*)$', line)
    if not m:
        continue
    sign, f, q = m.groups()
    n += 1
    if f not in files:
        print(f'line {i}: no such CV file {f}'); bad += 1; continue
    if f not in cache:
        cache[f] = norm(text_of(f))
    if norm(q) not in cache[f]:
        print(f'line {i}: NOT FOUND in {f}: {q}'); bad += 1
# every CV file must belong to someone; every person gold somewhere
print(f'{n} quotes checked, {bad} failed')
sys.exit(1 if bad else 0)
