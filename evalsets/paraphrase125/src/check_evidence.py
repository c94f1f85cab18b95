"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC, markdown ** markers ignored), that every gold member has a '+'
line in its block, that all 4 questions of an intent share one gold, and every person is gold somewhere."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_214512.jpg': os.path.join(HERE, 'min_qingyan_zh_page.txt')}
OWNER = {'Jihe_Xian_CV_2026.pdf': 'JX', 'xianjihe_cv_2022_zh.pdf': 'JX', 'jesper_overgaard_cv.pdf': 'JO',
         '晁映禾_供应链分析师.docx': 'CY', 'kanyifan_android.md': 'KY', 'CV_PE_associate_final.docx': 'LG',
         'witold_zawadzki.resume.json': 'WZ', 'IMG_20261103_214512.jpg': 'MQ', 'sabine_castelnau_cv.txt': 'SC'}

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('**', '')
    return re.sub(r'\s+', '', s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT: return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        a = subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
        b = subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout
        return a + '\n' + b
    if name.endswith('.docx'):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows: parts += [c.text for c in r.cells]
        for s in d.sections: parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

cache = {}
fails = 0
all_lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
lines = all_lines[all_lines.index('questions:'):]
block = []; qn = 0
data = yaml.safe_load('\n'.join(all_lines)); qs = data['questions']
assert set(OWNER) == set(os.listdir(CVS)), sorted(set(os.listdir(CVS)) ^ set(OWNER))
plus_by_q = []
for ln in lines:
    m = re.match(r'\s*#\s*([+-])\s+([^:]+?):\s(.*)$', ln)
    if m:
        sign, f, quote = m.groups(); f = f.strip()
        if f not in cache: cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            fails += 1; print('NOT FOUND:', f, '|', quote)
        block.append((sign, f))
    elif re.match(r'\s*- \{q:', ln):
        plus_by_q.append(block); 
        if re.match(r'\s*- \{q:', ln) and False: pass
    elif ln.strip().startswith('# ----'):
        block = []
assert len(plus_by_q) == len(qs)
intent_gold = defaultdict(set); golded = set()
for q, blk in zip(qs, plus_by_q):
    g = q['gold']; golded |= set(g)
    intent_gold[q['intent']].add(tuple(sorted(g)))
    plus = {OWNER[f] for s, f in blk if s == '+'}; minus = {OWNER[f] for s, f in blk if s == '-'}
    if set(g) - plus: fails += 1; print('NO EVIDENCE for', set(g) - plus, 'in', q['q'])
    if plus - set(g): fails += 1; print('+ line for non-gold', plus - set(g), 'in', q['q'])
for k, v in intent_gold.items():
    if len(v) != 1: fails += 1; print('intent gold differs:', k, v)
cnt = defaultdict(int)
for q in qs: cnt[q['intent']] += 1
for k, v in cnt.items():
    if v != 4: fails += 1; print('intent not asked 4 ways:', k, v)
missing = set(data['people']) - golded
if missing: fails += 1; print('never gold:', missing)
print(f'{len(qs)} questions, {len(cnt)} intents, failures: {fails}')
sys.exit(1 if fails else 0)
