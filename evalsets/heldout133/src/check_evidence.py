#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC, markdown ** and bullets ignored), that gold keys exist,
and that every person is gold somewhere."""
import os, re, subprocess, sys, unicodedata
import yaml  # noqa  (PyYAML, installed below if missing)
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_184512.jpg': os.path.join(HERE, 'leticia_barragan_page.txt')}

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('**', '').replace('•', '')
    return re.sub(r'\s+', '', s)

def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    p = os.path.join(CVS, name)
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

def main():
    src = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read()
    data = yaml.safe_load(src)
    people = set(data['people'])
    cache, bad, n = {}, 0, 0
    for line in src.splitlines():
        m = re.match(r'\s*#\s*([+-])\s+([^:]+\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$', line)
        if not m:
            continue
        n += 1
        f, q = m.group(2).strip(), m.group(3).strip()
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(q) not in cache[f]:
            bad += 1
            print(f'MISSING in {f}: {q}')
    gold_seen = set()
    for q in data['questions']:
        for k in q['gold']:
            if k not in people:
                bad += 1; print('unknown key', k, q['q'])
            gold_seen.add(k)
    for k in people - gold_seen:
        bad += 1; print('never gold:', k)
    print(f'{n} quotes, {len(data["questions"])} questions, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
