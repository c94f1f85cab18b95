#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** / * markers and PDF bullets ignored), and that each
intent has 4 questions (2 en + 2 zh) with one gold."""
import os, re, subprocess, sys, json, collections
import yaml  # noqa  (PyYAML from the venv or the system)
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261102_093114.jpg': os.path.join(HERE, 'shi_kelan_page.txt')}

def norm(s):
    s = s.replace('**', '').replace('•', '')
    return re.sub(r'\s+', '', s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding='utf-8').read()
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
    if fn.endswith('.docx'):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

def main():
    src = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read()
    cache, bad, n = {}, 0, 0
    for line in src.splitlines():
        m = re.match(r'\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s*(.+)$', line)
        if not m:
            continue
        n += 1
        fn, quote = m.group(2), m.group(3)
        if fn not in cache:
            if not os.path.exists(os.path.join(CVS, fn)):
                print('MISSING FILE', fn); bad += 1; continue
            cache[fn] = norm(text_of(fn))
        if norm(quote) not in cache[fn]:
            print('NOT FOUND', fn, '::', quote); bad += 1
    data = yaml.safe_load(src)
    keys = set(data['people'])
    groups = collections.defaultdict(list)
    for q in data['questions']:
        groups[q['intent']].append(q)
        for g in q['gold']:
            if g not in keys:
                print('UNKNOWN KEY', g, q['q']); bad += 1
    for it, qs in groups.items():
        zh = sum(1 for q in qs if re.search(r'[\u4e00-\u9fff]', q['q']))
        golds = {tuple(sorted(q['gold'])) for q in qs}
        if len(qs) != 4 or zh != 2 or len(golds) != 1:
            print('BAD INTENT', it, len(qs), zh, golds); bad += 1
    used = {g for q in data['questions'] for g in q['gold']}
    if keys - used:
        print('NEVER GOLD', keys - used); bad += 1
    print(f'{n} quotes, {len(data["questions"])} questions, {len(groups)} intents, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
