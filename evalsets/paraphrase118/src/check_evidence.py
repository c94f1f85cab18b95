#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive; markdown * markers ignored) in the text of its file."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
# text of the photographed page, captured before it became a photo
PHOTO_TEXT = {'IMG_20261103_142210.jpg': os.path.join(HERE, 'he_ruolan_zh_page.txt')}

def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    path = os.path.join(CVS, name)
    if not os.path.exists(path) and os.path.exists(os.path.join(HERE, name)):
        path = os.path.join(HERE, name)
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        from docx import Document
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return '\n'.join(parts)
    return open(path, encoding='utf-8').read()

def norm(s):
    s = s.replace('*', '')
    return re.sub(r'\s+', '', s)

def main():
    cache, bad, n = {}, 0, 0
    names = set(os.listdir(CVS))
    for ln, line in enumerate(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'), 1):
        m = re.match(r'\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$', line.rstrip('\n'))
        if not m:
            continue
        sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
        if fname not in names and fname not in PHOTO_TEXT and not os.path.exists(os.path.join(HERE, fname)):
            print(f'line {ln}: unknown file {fname}'); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f'line {ln}: NOT FOUND in {fname}: {quote}'); bad += 1
    print(f'{n} quotes checked, {bad} problems')
    return 1 if bad else 0

if __name__ == '__main__':
    sys.exit(main())
