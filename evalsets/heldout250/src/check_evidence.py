"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** / * and PDF bullets ignored). Also checks gold keys."""
import os, re, subprocess, sys
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_184512.jpg': os.path.join(ROOT, 'src', 'tessa_photo', 'tessa_marchbank_2026_page.txt')}

def norm(s):
    s = s.replace('**', '').replace('*', '').replace('•', '').replace('・', '')
    return re.sub(r'\s+', '', s)

def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    p = os.path.join(CVS, name)
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

def main():
    path = os.path.join(ROOT, 'questions.yaml')
    data = yaml.safe_load(open(path, encoding='utf-8'))
    keys = set(data['people'])
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(open(path, encoding='utf-8'), 1):
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*)$', line)
        if not m or m.group(2) not in os.listdir(CVS):
            continue
        f, quote = m.group(2), m.group(3)
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            bad += 1
            print(f'line {i}: NOT FOUND in {f}: {quote}')
    used = set()
    for q in data['questions']:
        for g in q['gold']:
            if g not in keys:
                bad += 1; print('unknown gold key', g, q['q'])
            used.add(g)
    for k in keys - used:
        print('person never gold:', k); bad += 1
    print(f'{n} quotes checked, {len(data["questions"])} questions, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
