#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and PDF bullets ignored)."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261114_183022.jpg': os.path.join(HERE, 'ak', 'korpela_2026_page_text.txt')}

def norm(s):
    s = s.replace('**', '').replace('•', '').replace('\u3000', ' ')
    return re.sub(r'\s+', '', s)

def texts(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fn], encoding='utf-8').read()]
    if fn.endswith('.pdf'):
        return [subprocess.run(['pdftotext', *opt, p, '-'], capture_output=True, text=True, check=True).stdout
                for opt in ([], ['-layout'])]
    if fn.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(' '.join(c.text for c in r.cells))
                parts.extend(c.text for c in r.cells)
        return ['\n'.join(parts)]
    return [open(p, encoding='utf-8').read()]

cache, bad, n = {}, 0, 0
for ln, line in enumerate(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'), 1):
    m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$', line)
    if not m or not os.path.exists(os.path.join(CVS, m.group(2))):
        continue
    fn, quote = m.group(2), m.group(3)
    if fn not in cache:
        cache[fn] = [norm(t) for t in texts(fn)]
    n += 1
    if not any(norm(quote) in t for t in cache[fn]):
        bad += 1
        print(f'line {ln}: NOT FOUND in {fn}: {quote}')
print(f'{n} quotes checked, {bad} missing')
sys.exit(1 if bad or n == 0 else 0)
