#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in the file's text
(whitespace-insensitive; leading PDF bullets ignored), and that gold keys / intents are consistent."""
import json, os, re, subprocess, sys
from collections import defaultdict
import yaml, docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_214517.jpg': os.path.join(HERE, 'zhong_yitan_photo_page.txt')}

def norm(s):
    s = s.replace('\u2011', '-').replace('\u00a0', ' ').replace('•', '').replace('・', '')
    return re.sub(r'\s+', '', s)

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding='utf-8').read()
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True, check=True).stdout
    if fn.endswith('.docx'):
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(' | '.join(c.text for c in r.cells))
                parts.extend(c.text for c in r.cells)
        return '\n'.join(parts)
    if fn.endswith('.json'):
        return '\n'.join(json_strings(json.load(open(path, encoding='utf-8'))))
    return open(path, encoding='utf-8').read()

def main():
    qpath = os.path.join(ROOT, 'questions.yaml')
    data = yaml.safe_load(open(qpath, encoding='utf-8'))
    keys = set(data['people'])
    cache, bad, n = {}, 0, 0
    in_q = False
    for line in open(qpath, encoding='utf-8'):
        if line.startswith('questions:'):
            in_q = True
        m = re.match(r'\s*#\s*([+-])\s+([^:]+?):\s(.+)$', line.rstrip('\n'))
        if not in_q or not m:
            continue
        if m.group(2).strip() not in os.listdir(CVS):
            bad += 1; print('unknown file:', m.group(2)); continue
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            bad += 1
            print(f'MISSING in {fn}: {quote}')
    # consistency: gold keys known, same gold per intent, 4 per intent, every person gold somewhere
    by_intent = defaultdict(list)
    used = set()
    for q in data['questions']:
        for k in q['gold']:
            if k not in keys:
                bad += 1; print('unknown key', k, q['q'])
        used |= set(q['gold'])
        by_intent[q['intent']].append(frozenset(q['gold']))
    for i, gs in by_intent.items():
        if len(gs) != 4 or len(set(gs)) != 1:
            bad += 1; print('intent inconsistent:', i, gs)
    if keys - used:
        bad += 1; print('never gold:', keys - used)
    print(f'{n} quotes checked, {len(data["questions"])} questions, {len(by_intent)} intents, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
