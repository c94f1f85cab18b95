#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in the file's text
(whitespace-, case- and markdown-**-insensitive), and that the 4 questions of each intent share one gold."""
import re, subprocess, sys, pathlib, collections
import yaml
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / 'cvs'
PHOTO_TEXT = {'IMG_20261103_冼博闻简历.jpg': ROOT / 'src' / 'xianbowen_page_text.txt'}

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding='utf-8')
    p = CVS / name
    if p.suffix == '.pdf':
        return subprocess.run(['pdftotext', '-layout', str(p), '-'], capture_output=True, text=True, check=True).stdout
    if p.suffix == '.docx':
        d = Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return '\n'.join(parts)
    return p.read_text(encoding='utf-8')

def norm(s):
    s = s.replace('**', '').replace('•', '')
    return re.sub(r'\s+', '', s).lower()

cache, bad, n = {}, 0, 0
for line in (ROOT / 'questions.yaml').read_text(encoding='utf-8').splitlines():
    m = re.match(r'\s*#\s*([+-])\s+(.+?):\s(.+)$', line)
    if not m or not re.search(r'\.(pdf|docx|md|txt|json|jpg)$', m.group(2)):
        continue
    f, q = m.group(2).strip(), m.group(3).strip()
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(q) not in cache[f]:
        bad += 1; print(f'MISSING in {f}: {q}')
data = yaml.safe_load((ROOT / 'questions.yaml').read_text(encoding='utf-8'))
golds = collections.defaultdict(set); counts = collections.Counter()
for q in data['questions']:
    golds[q['intent']].add(tuple(sorted(q['gold']))); counts[q['intent']] += 1
    for k in q['gold']:
        if k not in data['people']:
            bad += 1; print('unknown key', k)
for i, g in golds.items():
    if len(g) != 1 or counts[i] != 4:
        bad += 1; print('intent mismatch', i, g, counts[i])
covered = {k for q in data['questions'] for k in q['gold']}
for k in data['people']:
    if k not in covered:
        bad += 1; print('never gold', k)
print(f'{n} quotes checked, {len(golds)} intents, {len(data["questions"])} questions, {bad} problems')
sys.exit(1 if bad else 0)
