#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line of questions.yaml against the file's text.
Text: pdftotext (raw and -layout) for PDFs; python-docx paragraphs + table cells for DOCX; JSON string
values; the file itself for .md/.txt; src/luo/luo_zhenchuan_2026_page_text.txt for the photo.
Comparison ignores whitespace, markdown ** / * markers, NFKC and U+2010/U+2011 hyphens.
Also checks: every gold member has a '+' line, no '+' line is from a non-gold person's file, the
empty-gold tag matches an empty gold, every person is gold somewhere ('-' lines from a gold person's
own file are reported as notes, they document traps inside that file). Exit 1 on failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261104_093512.jpg': os.path.join(ROOT, 'src', 'luo', 'luo_zhenchuan_2026_page_text.txt')}
OWNER = {'裘启航_固件工程师.pdf': 'QQH', 'Leyla_Rahimova_CV.pdf': 'LR', '殷沐阳_临床药师_简历.docx': 'YMY',
         'paolo_villaruel.resume.json': 'PV', 'luo_zhenchuan_cv_2021.md': 'LZC', 'IMG_20261104_093512.jpg': 'LZC'}

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('\u2010', '-').replace('\u2011', '-').replace('**', '').replace('*', '')
    return re.sub(r'\s+', '', s)

def strings(o):
    if isinstance(o, str): yield o
    elif isinstance(o, dict):
        for v in o.values(): yield from strings(v)
    elif isinstance(o, list):
        for v in o: yield from strings(v)

_cache = {}
def text_of(name):
    if name in _cache: return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path): raise FileNotFoundError(path)
    if name in PHOTO_TEXT:
        texts = [open(PHOTO_TEXT[name], encoding='utf-8').read()]
    elif name.endswith('.pdf'):
        texts = [subprocess.run(['pdftotext'] + a + [path, '-'], capture_output=True, text=True).stdout
                 for a in ([], ['-layout'])]
    elif name.endswith('.docx'):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        texts = ['\n'.join(parts)]
    elif name.endswith('.json'):
        texts = ['\n'.join(strings(json.load(open(path, encoding='utf-8'))))]
    else:
        texts = [open(path, encoding='utf-8').read()]
    _cache[name] = [norm(t) for t in texts]
    return _cache[name]

def main():
    qpath = os.path.join(ROOT, 'questions.yaml')
    data = yaml.safe_load(open(qpath, encoding='utf-8'))
    people = set(data['people'])
    lines = open(qpath, encoding='utf-8').read().splitlines()
    fails, n_ev, pending = 0, 0, []
    qi = 0
    gold_seen = set()
    start = next(i for i, l in enumerate(lines, 1) if l.startswith('questions:'))
    for ln, line in enumerate(lines, 1):
        if ln <= start: continue
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.+)$', line)
        if m:
            sign, fname, quote = m.groups()
            n_ev += 1
            try:
                texts = text_of(fname)
            except FileNotFoundError:
                print(f'L{ln}: no such file {fname}'); fails += 1; continue
            if not any(norm(quote) in t for t in texts):
                print(f'L{ln}: quote not found in {fname}: {quote}'); fails += 1
            pending.append((sign, fname, ln))
            continue
        if re.match(r'\s*- \{q:', line):
            q = data['questions'][qi]; qi += 1
            gold = set(q['gold'])
            gold_seen |= gold
            if not gold <= people:
                print(f'L{ln}: unknown key in gold {gold - people}'); fails += 1
            plus_owners = {OWNER[f] for s, f, _ in pending if s == '+'}
            for g in gold:
                if g not in plus_owners:
                    print(f'L{ln}: gold {g} has no + evidence'); fails += 1
            for s, f, l in pending:
                if s == '+' and OWNER[f] not in gold:
                    print(f'L{l}: + line for non-gold {OWNER[f]}'); fails += 1
                if s == '-' and OWNER[f] in gold:
                    print(f'L{l}: - line for gold member {OWNER[f]} (ok if a trap inside a gold person\'s file)')
            if ('empty-gold' in q['tags']) != (not gold):
                print(f'L{ln}: empty-gold tag mismatch'); fails += 1
            pending = []
    if qi != len(data['questions']):
        print('question count mismatch'); fails += 1
    for p in people - gold_seen:
        print(f'person {p} is never gold'); fails += 1
    print(f'{n_ev} evidence lines, {qi} questions, {fails} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
