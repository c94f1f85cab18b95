#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; markdown */** and bullet glyphs ignored). Also checks intent consistency."""
import os, re, subprocess, sys, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261014_093512.jpg': os.path.join(HERE, 'wan_ziyue_page_text.txt')}

def norm(s):
    s = s.replace('**', '').replace('*', '').replace('•', '')
    return re.sub(r'\s+', '', s)

_cache = {}
def texts(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p): raise SystemExit(f'missing file {fn}')
    out = []
    if fn in PHOTO_TEXT:
        out.append(open(PHOTO_TEXT[fn], encoding='utf-8').read())
    elif fn.endswith('.pdf'):
        for mode in ([], ['-layout'], ['-raw']):
            out.append(subprocess.run(['pdftotext', *mode, p, '-'], capture_output=True, text=True).stdout)
    elif fn.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        out.append('\n'.join(parts))
    else:
        out.append(open(p, encoding='utf-8').read())
    _cache[fn] = [norm(t) for t in out]
    return _cache[fn]

def main():
    src = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read()
    bad = n = 0
    for line in src.splitlines():
        m = re.match(r'\s*#\s*([+-])\s+([^\s:]+\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$', line)
        if not m: continue
        sign, fn, quote = m.groups()
        n += 1
        if not any(norm(quote) in t for t in texts(fn)):
            bad += 1
            print(f'NOT FOUND [{sign}] {fn}: {quote}')
    data = yaml.safe_load(src)
    people = set(data['people'])
    by_intent = collections.defaultdict(list)
    for q in data['questions']:
        by_intent[q['intent']].append(q)
        for g in q['gold']:
            if g not in people: bad += 1; print('unknown key', g, q['q'])
    for k, qs in by_intent.items():
        if len(qs) != 4: bad += 1; print('intent size', k, len(qs))
        if len({tuple(sorted(q['gold'])) for q in qs}) != 1: bad += 1; print('gold differs in', k)
    gold_people = {g for q in data['questions'] for g in q['gold']}
    if people - gold_people: bad += 1; print('never gold:', people - gold_people)
    print(f'{n} quotes, {len(data["questions"])} questions, {len(by_intent)} intents, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
