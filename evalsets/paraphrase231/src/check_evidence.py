"""Self-check: every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC), every gold person has '+' evidence in each question block,
each intent has 4 questions with identical gold, and every person is gold somewhere."""
import os, re, sys, json, unicodedata, subprocess, collections
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261118_092241.jpg': os.path.join(HERE, 'ran_qiuyu_page.txt')}
OWNER = {'bao_zhenlin_cv.pdf': 'BZ', 'gideon_harrowgate_cv.pdf': 'GH', 'qu_yanmo_cv.pdf': 'QY',
         '卓映岚_简历_2021.docx': 'ZY', 'Ivy_Zhuo_Validation_CV_2026.docx': 'ZY', 'imogen-larkspur.resume.json': 'IL',
         'resume_WeiLanxiang_2026.txt': 'WL', '那书澄_土木工程_简历.md': 'NS', 'IMG_20261118_092241.jpg': 'RQ'}

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('**', '').replace('•', '')
    return re.sub(r'\s+', '', s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT: return open(PHOTO_TEXT[fn], encoding='utf-8').read()
    if fn.endswith('.pdf'): return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
    if fn.endswith('.docx'):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

texts = {fn: norm(text_of(fn)) for fn in os.listdir(CVS)}
missing_owner = set(texts) ^ set(OWNER)
fails = []
if missing_owner: fails.append(f'owner map mismatch: {missing_owner}')
raw = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
data = yaml.safe_load('\n'.join(raw))
pending = []; qi = 0; n_ev = 0
qs = data['questions']
start = raw.index('questions:')
for line in raw[start:]:
    m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*)$', line)
    if m:
        sign, fn, quote = m.groups(); n_ev += 1
        if fn not in texts: fails.append(f'unknown file {fn}'); continue
        if norm(quote) not in texts[fn]: fails.append(f'NOT FOUND [{fn}] {quote}')
        pending.append((sign, fn)); continue
    if re.match(r'\s*- \{q:', line):
        q = qs[qi]; qi += 1
        if pending:  # block evidence applies to the following questions until new evidence appears
            block = pending; pending = []; last_block = block
        else:
            block = last_block if qi > 1 else []
        plus = {OWNER[f] for s, f in block if s == '+'}
        minus = {OWNER[f] for s, f in block if s == '-'}
        for g in q['gold']:
            if g not in plus: fails.append(f'no + evidence for {g} in: {q["q"]}')
        for g in plus - set(q['gold']): fails.append(f'+ evidence for non-gold {g} in: {q["q"]}')
        _ = minus
if qi != len(qs): fails.append('question count mismatch')
by = collections.defaultdict(list)
for q in qs: by[q['intent']].append(q)
for k, v in by.items():
    if len(v) != 4: fails.append(f'{k}: {len(v)} questions')
    if len({tuple(sorted(x['gold'])) for x in v}) != 1: fails.append(f'{k}: gold differs')
    if not all('paraphrase' in x['tags'] for x in v): fails.append(f'{k}: paraphrase tag missing')
golds = {g for q in qs for g in q['gold']}
for p in data['people']:
    if p not in golds: fails.append(f'{p} is never gold')
for f in fails: print('FAIL', f)
print(f'{n_ev} evidence lines, {len(qs)} questions, {len(by)} intents, {len(fails)} failures')
sys.exit(1 if fails else 0)
