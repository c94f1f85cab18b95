#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in its file's
text (whitespace-insensitive, NFKC). Text: pdftotext (PDF), python-docx paragraphs (DOCX), the file
itself (.json/.txt), src/jiwanqing_2026_page_text.txt for the photographed .jpg. Also checks that
every gold member has a '+' line, no '-' line belongs to a gold member, and gold keys exist."""
import json, os, re, subprocess, sys, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_冀婉清简历.jpg': os.path.join(HERE, 'jiwanqing_2026_page_text.txt')}
OWNER = {'gwynfor_calder.pdf': 'GC', '鞠承澜_简历.pdf': 'JCL', '邱若凝-基金会计.docx': 'QRN',
         'haoyu_kang.resume.json': 'KHY', '冀婉清_简历_2021.txt': 'JWQ',
         'IMG_20261103_冀婉清简历.jpg': 'JWQ'}

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('\u201d', '"').replace('\u201c', '"').replace('\u2019', "'")
    return re.sub(r'\s+', '', s)

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding='utf-8').read()
    elif fn.endswith('.pdf'):
        t = subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    elif fn.endswith('.docx'):
        import docx
        t = '\n'.join(par.text for par in docx.Document(p).paragraphs)
    else:
        t = open(p, encoding='utf-8').read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
    data = yaml.safe_load('\n'.join(lines))
    keys = set(data['people'])
    assert set(OWNER.values()) <= keys
    fails = 0; n = 0; pending = []; qi = 0
    start = lines.index('questions:')
    for ln in lines[start:]:
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$', ln)
        if m:
            sign, fn, quote = m.groups()
            if fn not in OWNER:
                print('UNKNOWN FILE', fn); fails += 1; continue
            n += 1
            if not os.path.exists(os.path.join(CVS, fn)):
                print('MISSING FILE', fn); fails += 1; continue
            if norm(quote) not in text_of(fn):
                print(f'NOT FOUND [{fn}] {quote}'); fails += 1
            pending.append((sign, OWNER[fn]))
            continue
        if re.match(r'\s*-\s*\{q:', ln):
            q = data['questions'][qi]; qi += 1
            gold = set(q['gold'])
            if not gold <= keys: print('BAD KEY', q); fails += 1
            plus = {o for s, o in pending if s == '+'}
            minus = {o for s, o in pending if s == '-'}
            if gold - plus: print('NO EVIDENCE for', gold - plus, q['q']); fails += 1
            if plus - gold: print('+ line for non-gold', plus - gold, q['q']); fails += 1
            if minus & gold: print('- line names gold', minus & gold, q['q']); fails += 1
            pending = []
    everyone = set().union(*[set(q['gold']) for q in data['questions']])
    if keys - everyone: print('never gold:', keys - everyone); fails += 1
    print(f'{len(data["questions"])} questions, {n} evidence lines, {fails} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
