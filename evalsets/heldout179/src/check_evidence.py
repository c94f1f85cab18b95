#!/usr/bin/env python3
"""Self-check for heldout179: every '# + file: quote' / '# - file: quote' comment in questions.yaml
must occur (whitespace-insensitive) in the text of its file. PDFs: pdftotext; DOCX: python-docx
paragraphs + table cells; .json/.txt: the file; the photo: src/kavita_seshadri_2026_page_text.txt.
Also checks gold keys against people: and that every person is gold somewhere."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'resume_2026_photo.jpg': os.path.join(HERE, 'kavita_seshadri_2026_page_text.txt')}

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

def norm(s):
    return re.sub(r'\s+', '', s.replace('•', ''))

def main():
    qy = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read()
    cache, bad, n = {}, 0, 0
    for line in qy.splitlines():
        m = re.match(r'\s*#\s*([+-])\s+([^:]+\.(?:pdf|docx|json|txt|jpg)):\s?(.*)$', line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2).strip(), m.group(3)
        if f not in cache:
            if f not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, f)):
                print('MISSING FILE', f); bad += 1; continue
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            print('NOT FOUND', f, '::', quote); bad += 1
    import yaml
    data = yaml.safe_load(qy)
    keys = set(data['people'])
    golds = set()
    for q in data['questions']:
        for k in q['gold']:
            if k not in keys:
                print('UNKNOWN KEY', k, q['q']); bad += 1
            golds.add(k)
    for k in keys - golds:
        print('NEVER GOLD', k); bad += 1
    print(f'{n} quotes, {len(data["questions"])} questions, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
