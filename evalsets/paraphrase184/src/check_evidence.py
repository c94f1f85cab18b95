"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC-normalised, markdown ** markers and PDF bullets ignored), that every
gold key is a declared person, that each intent has 4 questions with the same gold, and that every
person is gold somewhere."""
import os, re, subprocess, sys, unicodedata, json, collections
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261104_213355.jpg': os.path.join(HERE, 'wen_xihe_page.txt')}

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('**', '').replace('•', '')
    return re.sub(r'\s+', '', s)

def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise SystemExit(f'missing CV file {name}')
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
    if name.endswith('.docx'):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append(' '.join(c.text for c in row.cells))
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

cache = {}
bad = 0
lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
n_quotes = 0
start = lines.index('questions:')
for i, line in enumerate(lines, 1):
    if i <= start:
        continue
    m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.*)$', line)
    if not m:
        continue
    sign, f, quote = m.groups()
    if f not in cache:
        cache[f] = norm(text_of(f))
    n_quotes += 1
    if norm(quote) not in cache[f]:
        bad += 1
        print(f'line {i}: NOT FOUND in {f}: {quote}')

d = yaml.safe_load(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'))
people = set(d['people'])
by_intent = collections.defaultdict(list)
gold_people = set()
for q in d['questions']:
    for g in q['gold']:
        if g not in people:
            bad += 1; print('unknown key', g, q['q'])
    gold_people |= set(q['gold'])
    by_intent[q['intent']].append(tuple(sorted(q['gold'])))
for k, v in by_intent.items():
    if len(v) != 4 or len(set(v)) != 1:
        bad += 1; print('intent not 4 x same gold:', k, v)
if people - gold_people:
    bad += 1; print('never gold:', people - gold_people)
print(f'{n_quotes} quotes, {len(d["questions"])} questions, {len(by_intent)} intents, {bad} problems')
sys.exit(1 if bad else 0)
