#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' comment in questions.yaml against the text
of the file in cvs/ (whitespace-insensitive; markdown * markers ignored), and a few format rules:
each intent has 4 questions with the same gold, gold keys exist, every person is gold somewhere."""
import json, os, re, subprocess, sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261118_0931.jpg': os.path.join(HERE, 'ng', 'zong_yinuo_photo_page.txt')}


def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        from docx import Document
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return '\n'.join(parts)
    return open(path, encoding='utf-8').read()


def norm(s):
    s = s.replace('**', '').replace('*', '')
    return re.sub(r'\s+', '', s)


def main():
    import yaml
    src = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read()
    cache, bad, n = {}, 0, 0
    for line in src.splitlines():
        m = re.match(r'\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$', line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2).strip(), m.group(3).strip()
        if f not in cache:
            if not os.path.exists(os.path.join(CVS, f)):
                print('MISSING FILE', f); bad += 1; cache[f] = ''; continue
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            print('NOT FOUND', f, '::', quote); bad += 1
    data = yaml.safe_load(src)
    keys = set(data['people'])
    by_intent = defaultdict(list)
    used = set()
    for q in data['questions']:
        by_intent[q['intent']].append(q)
        for g in q['gold']:
            if g not in keys:
                print('UNKNOWN KEY', g, q['q']); bad += 1
            used.add(g)
    for it, qs in by_intent.items():
        if len(qs) != 4:
            print('INTENT NOT 4 QUESTIONS', it, len(qs)); bad += 1
        if len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            print('INTENT GOLD DIFFERS', it); bad += 1
    if keys - used:
        print('NEVER GOLD', keys - used); bad += 1
    print(f'{n} quotes checked, {len(data["questions"])} questions, {len(by_intent)} intents, {bad} problems')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
