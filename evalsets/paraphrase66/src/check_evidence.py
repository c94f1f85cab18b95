#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text.
Whitespace-insensitive; in Markdown, * and _ emphasis markers are ignored. PDFs via pdftotext, DOCX via
python-docx (paragraphs + table cells + header/footer), the photo via src/li_shuyi_page_text.txt.
Also checks the paraphrase invariants: 4 phrasings per intent (2 en + 2 zh), identical gold."""
import os, re, subprocess, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261119_213407.jpg': os.path.join(HERE, 'li_shuyi_page_text.txt')}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding='utf-8').read()
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if fn.endswith('.docx'):
        from docx import Document
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return '\n'.join(parts)
    t = open(p, encoding='utf-8').read()
    if fn.endswith('.md'):
        t = re.sub(r'[*_]', '', t)
    return t

def norm(s):
    return re.sub(r'\s+', '', s)

cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
for i, line in enumerate(lines, 1):
    m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.*)$', line)
    if not m or not os.path.exists(os.path.join(CVS, m.group(2))):
        if m and m.group(2).endswith(('.pdf', '.docx', '.md', '.txt', '.json', '.jpg')):
            print(f'line {i}: missing file {m.group(2)}'); bad += 1
        continue
    fn, q = m.group(2), m.group(3)
    if fn not in cache: cache[fn] = norm(text_of(fn))
    qq = norm(re.sub(r'[*_]', '', q) if fn.endswith('.md') else q)
    n += 1
    if qq not in cache[fn]:
        print(f'line {i}: NOT FOUND in {fn}: {q}'); bad += 1

# paraphrase invariants
by_intent = collections.defaultdict(list)
for line in lines:
    m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], intent: (\S+), lang: (\w+), style: (\w+), tags: \[(.*)\]\}\s*$', line)
    if m:
        by_intent[m.group(3)].append((m.group(4), m.group(5), tuple(sorted(x.strip() for x in m.group(2).split(',') if x.strip()))))
for k, v in by_intent.items():
    langs = collections.Counter((l, s) for l, s, _ in v)
    golds = set(g for _, _, g in v)
    if len(v) != 4 or len(golds) != 1 or any(langs[(l, s)] != 1 for l in ('en', 'zh') for s in ('formal', 'chatty')):
        print('intent problem:', k, v); bad += 1
print(f'{n} quotes checked, {len(by_intent)} intents, {sum(map(len, by_intent.values()))} questions, {bad} problems')
sys.exit(1 if bad else 0)
