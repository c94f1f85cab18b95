#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the
file's text (whitespace-insensitive; markdown ** and # markers and PDF bullets ignored)."""
import json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20230614_193522.jpg': os.path.join(HERE, 'yz', 'zhuang_yiling_2023_page.txt')}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
    if name.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

def norm(s):
    s = s.replace('**', '').replace('•', '').replace('#', '')
    return re.sub(r'\s+', '', s)

def main():
    lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.+)$', ln)
        if not m:
            continue
        sign, f, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, f)):
            continue  # header prose, not evidence
        n += 1
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            bad += 1
            print(f'line {i}: NOT FOUND in {f}: {quote}')
    # every gold key defined, every person gold somewhere
    import yaml
    y = yaml.safe_load(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'))
    keys = set(y['people']); used = set()
    for q in y['questions']:
        for k in q['gold']:
            if k not in keys:
                bad += 1; print('unknown key', k, q['q'])
            used.add(k)
    for k in keys - used:
        bad += 1; print('never gold:', k)
    print(f'{n} quotes checked, {len(y["questions"])} questions, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
