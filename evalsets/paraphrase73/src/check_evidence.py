#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' comment in ../questions.yaml occurs
verbatim (whitespace-insensitive; markdown ** / * markers and PDF bullets ignored) in the file's
text: pdftotext for PDFs, python-docx paragraphs + table cells for DOCX, the raw file for
.md/.txt/.json, and src/p7/page_text.txt for the phone photo. Also checks the 4-phrasings /
same-gold rule per intent and that every person is gold somewhere."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_213547.jpg': os.path.join(HERE, 'p7', 'page_text.txt')}

def norm(s):
    s = s.replace('**', '').replace('*', '').replace('•', '')
    return re.sub(r'\s+', '', s)

def text_of(name):
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    return open(path, encoding='utf-8').read()

def main():
    qpath = os.path.join(ROOT, 'questions.yaml')
    cache, bad, n = {}, 0, 0
    for line in open(qpath, encoding='utf-8'):
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.*)$', line.rstrip('\n'))
        if not m:
            continue
        sign, fname, quote = m.groups()
        n += 1
        try:
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
        except FileNotFoundError:
            print('MISSING FILE', fname); bad += 1; continue
        if norm(quote) not in cache[fname]:
            print(f'NOT FOUND [{sign}] {fname}: {quote}'); bad += 1
    d = yaml.safe_load(open(qpath, encoding='utf-8'))
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q in d['questions']:
        by_intent[q['intent']].append(q)
        gold_people.update(q['gold'])
        for g in q['gold']:
            if g not in d['people']:
                print('UNKNOWN KEY', g, q['q']); bad += 1
    for k, qs in by_intent.items():
        golds = {tuple(sorted(q['gold'])) for q in qs}
        zh = sum(bool(re.search(r'[\u4e00-\u9fff]', q['q'])) for q in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            print('INTENT RULE BROKEN', k, len(qs), golds, zh); bad += 1
    missing = set(d['people']) - gold_people
    if missing:
        print('NEVER GOLD', missing); bad += 1
    print(f'{n} quotes checked, {len(d["questions"])} questions, {len(by_intent)} intents, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
