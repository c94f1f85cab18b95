#!/usr/bin/env python3
"""Self-check: every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text.
Text: pdftotext for PDFs; python-docx paragraphs + table cells (row order) + header/footer for DOCX;
raw text for .md/.txt/.json; for the photo JPG, src/<page>.txt (pdftotext of the page before it became
a photo). Comparison ignores all whitespace, markdown markers (* # |) and PDF bullets; NFKC-normalised.
Also checks: 4 questions per intent, same gold within an intent, every person gold somewhere."""
import os, re, subprocess, sys, unicodedata, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20260312_184407.jpg': os.path.join(HERE, 'guo_qinyao_page.txt')}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append(' '.join(c.text for c in row.cells))
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    return re.sub(r'[\s*#|•]', '', s)

def main():
    lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, l in enumerate(lines, 1):
        m = re.match(r'\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s+(.*)$', l)
        if not m or m.group(2).startswith(('http',)):
            continue
        f, q = m.group(2), m.group(3)
        if not os.path.exists(os.path.join(CVS, f)):
            print(f'line {i}: no such file {f}'); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(q) not in cache[f]:
            print(f'line {i}: NOT FOUND in {f}: {q}'); bad += 1
    import yaml
    y = yaml.safe_load(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'))
    by = collections.defaultdict(list)
    for q in y['questions']:
        by[q['intent']].append(q)
        for k in q['gold']:
            if k not in y['people']:
                print('unknown key', k, q['q']); bad += 1
    for it, qs in by.items():
        if len(qs) != 4 or len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            print('intent problem', it, len(qs)); bad += 1
    used = {k for q in y['questions'] for k in q['gold']}
    for k in y['people']:
        if k not in used:
            print('never gold:', k); bad += 1
    print(f'{n} quotes checked, {len(y["questions"])} questions, {len(by)} intents, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
