#!/usr/bin/env python3
"""Self-check for heldout80: every '# + file: quote' / '# - file: quote' in questions.yaml must occur
(whitespace-insensitive) in the text of that file; gold keys must be known; every person gold somewhere.
Text: pdftotext for PDF, python-docx paragraphs + table cells for DOCX, raw file for .txt/.json,
src/minseo_ryu_page.txt for the photographed page (.jpg). Run: src/.venv/bin/python src/check_evidence.py"""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'minseo_ryu_cv_photo.jpg': os.path.join(HERE, 'minseo_ryu_page.txt')}


def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()


def norm(s):
    return re.sub(r'\s+', '', s).replace('•', '')


def main():
    qpath = os.path.join(ROOT, 'questions.yaml')
    data = yaml.safe_load(open(qpath, encoding='utf-8'))
    people = set(data['people'])
    cache, bad, n = {}, 0, 0
    for line in open(qpath, encoding='utf-8'):
        m = re.match(r'\s*#\s*([+-])\s+([^\s:]+\.(?:pdf|docx|txt|json|jpg|md)):\s*(.+?)\s*$', line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2), m.group(3)
        try:
            if f not in cache:
                cache[f] = norm(text_of(f))
        except FileNotFoundError:
            print('MISSING FILE', f); bad += 1; continue
        if norm(quote) not in cache[f]:
            print('NOT FOUND', f, '::', quote); bad += 1
    gold_seen = set()
    for q in data['questions']:
        for k in q['gold']:
            if k not in people:
                print('UNKNOWN KEY', k, 'in', q['q']); bad += 1
            gold_seen.add(k)
    for k in people - gold_seen:
        print('NEVER GOLD', k); bad += 1
    files = set(os.listdir(CVS))
    print(f'{n} quotes checked, {len(data["questions"])} questions, {len(files)} cv files, {bad} problems')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
