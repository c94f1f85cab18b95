#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** markers and PDF bullets ignored), and basic set shape."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261102_韦立群简历.jpg': os.path.join(ROOT, 'src', 'wei_liqun_2026_photo_text.txt')}

def norm(s):
    s = s.replace('**', '').replace('•', '')
    return re.sub(r'\s+', '', s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding='utf-8').read()
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if fn.endswith('.docx'):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        parts += [c.text for t in d.tables for r in t.rows for c in r.cells]
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

def main():
    path = os.path.join(ROOT, 'questions.yaml')
    lines = open(path, encoding='utf-8').read().splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index('questions:')
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r'\s*#\s*([+-])\s+([^:]+?):\s(.+)$', line)
        if not m:
            continue
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f'line {i}: no such file {fn}'); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f'line {i}: NOT FOUND in {fn}: {quote}'); bad += 1
    data = yaml.safe_load(open(path, encoding='utf-8'))
    people = set(data['people'])
    by_intent = collections.defaultdict(list)
    for q in data['questions']:
        for g in q['gold']:
            if g not in people:
                print('unknown key', g, q['q']); bad += 1
        by_intent[q['intent']].append(q)
    for k, qs in by_intent.items():
        if len(qs) != 4 or len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            print('intent not 4 questions with one gold:', k); bad += 1
    used = {g for q in data['questions'] for g in q['gold']}
    if people - used:
        print('never gold:', people - used); bad += 1
    print(f'{n} quotes checked, {len(data["questions"])} questions, {len(by_intent)} intents, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
