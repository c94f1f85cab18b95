import os, re, subprocess, sys, json
from docx import Document
here = os.path.dirname(os.path.abspath(__file__)); root = os.path.dirname(here); cvs = os.path.join(root, 'cvs')
PHOTO = {'酆佳宁_简历_拍照.jpg': os.path.join(here, 'feng_jianing_photo_page.txt')}
def text(f):
    p = os.path.join(cvs, f)
    if f in PHOTO: return open(PHOTO[f], encoding='utf-8').read()
    if f.endswith('.pdf'): return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
    if f.endswith('.docx'):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()
norm = lambda s: re.sub(r'[\s*•]+', '', s)
cache = {}; bad = 0; n = 0
for line in open(os.path.join(root, 'questions.yaml'), encoding='utf-8'):
    m = re.match(r'\s*# ([+-]) (\S+): (.*)$', line)
    if not m or not os.path.exists(os.path.join(cvs, m.group(2))): continue
    f, q = m.group(2), m.group(3); n += 1
    if f not in cache: cache[f] = norm(text(f))
    if norm(q) not in cache[f]: bad += 1; print('MISSING', f, '|', q)
print(n, 'quotes checked,', bad, 'missing'); sys.exit(1 if bad else 0)
