#!/usr/bin/env python3
"""Self-check for heldout326: every '+'/'-' evidence quote in ../questions.yaml must occur in the text
of its file (whitespace-insensitive; markdown ** / * markers, PDF bullets and curly quotes normalised).
PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; .md/.json -> file text;
the phone photo .jpg -> src/wen_qiaoyi_2022_photo_page.txt (pdftotext of the page before it was photographed).
Also checks: gold keys exist in people, every person is gold somewhere, non-empty gold has '+' evidence."""
import os, re, subprocess, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20220614_183211.jpg': os.path.join(HERE, 'wen_qiaoyi_2022_photo_page.txt')}

def norm(s):
    s = s.replace('\u2019', "'").replace('\u2018', "'").replace('\u201c', '"').replace('\u201d', '"')
    s = s.replace('**', '').replace('*', '').replace('•', '').replace('·', '')
    return re.sub(r'\s+', '', s)

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p): raise SystemExit(f'missing file: {fn}')
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding='utf-8').read()
    elif fn.lower().endswith('.pdf'):
        t = subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    elif fn.lower().endswith('.docx'):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for r in tb.rows:
                parts += [c.text for c in r.cells]
        t = '\n'.join(parts)
    else:
        t = open(p, encoding='utf-8').read()
    _cache[fn] = norm(t)
    return _cache[fn]

qpath = os.path.join(ROOT, 'questions.yaml')
lines = open(qpath, encoding='utf-8').read().splitlines()
data = yaml.safe_load('\n'.join(lines))
people = set(data['people'])
errors, nquotes = [], 0
ev = re.compile(r'^\s*#\s*([+-])\s+([^:\s]+\.(?:pdf|docx|md|json|jpg|txt)):\s(.*)$')
pending_plus = 0
qi = 0
for ln in lines:
    m = ev.match(ln)
    if m:
        sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
        nquotes += 1
        if norm(quote) not in text_of(fn):
            errors.append(f'NOT FOUND [{sign}] {fn}: {quote}')
        if sign == '+': pending_plus += 1
        continue
    if ln.strip().startswith('- {q:'):
        q = data['questions'][qi]; qi += 1
        if q['gold'] and not pending_plus:
            errors.append(f'no + evidence for: {q["q"]}')
        pending_plus = 0
golds = set()
for q in data['questions']:
    for k in q['gold']:
        if k not in people: errors.append(f'unknown key {k} in {q["q"]}')
        golds.add(k)
for k in people - golds: errors.append(f'{k} is never gold')
n = len(data['questions'])
print(f'{n} questions, {nquotes} quotes checked, {sum(1 for q in data["questions"] if not q["gold"])} empty-gold')
if errors:
    print('\n'.join(errors)); sys.exit(1)
print('OK')
