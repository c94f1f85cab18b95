#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive; markdown '*' markers ignored) in the text of cvs/<file>.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.json/.txt: raw file;
the photo IMG_20261103_091542.jpg: src/photo/che_xianghui_page.txt."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_091542.jpg': os.path.join(HERE, 'photo', 'che_xianghui_page.txt')}

def text_of(name):
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    return open(path, encoding='utf-8').read()

def norm(s):
    return re.sub(r'[\s*]+', '', s)

def main():
    cache, bad, n, inq = {}, 0, 0, False
    for i, line in enumerate(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'), 1):
        if line.startswith('questions:'):
            inq = True
        if not inq:
            continue
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$', line)
        if not m:
            continue
        _, f, quote = m.groups()
        if f not in cache:
            try:
                cache[f] = norm(text_of(f))
            except Exception as e:
                print(f'line {i}: cannot read {f}: {e}'); bad += 1; continue
        n += 1
        if norm(quote) not in cache[f]:
            print(f'line {i}: NOT FOUND in {f}: {quote}'); bad += 1
    print(f'{n} quotes checked, {bad} problems')
    return 1 if bad else 0

if __name__ == '__main__':
    sys.exit(main())
