# Checks every "+"/"-" evidence quote in ../questions.yaml against its file's text
# (whitespace-insensitive, NFKC, markdown * ignored); checks each gold person has a "+" line
# from one of their own files, no "-" line comes from a gold person's file, and the 4
# questions of each intent share one gold. Exit 1 on any failure.
import os, re, sys, subprocess, unicodedata, yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
CVS = os.path.join(ROOT, 'cvs')
OWNER = {'qiao_hanwen.pdf': 'QH', 'fenella_roscoe.pdf': 'FR', '佟逸凡_简历.pdf': 'TY',
         '闵书棠-资金分析师.docx': 'MS', 'marisela_dunleavy.md': 'MD', 'qinhaoxiang_2021.txt': 'QX',
         'resume.json': 'QX', 'IMG_20261103_091742.jpg': 'LR', 'Hollis_Ferrandino_VP_Ops.docx': 'HF'}

def text_of(f):
    p = os.path.join(CVS, f)
    if f.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
    if f.endswith('.docx'):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    if f.endswith('.jpg'):
        return open(os.path.join(HERE, 'photo_page_text.txt'), encoding='utf-8').read()
    return open(p, encoding='utf-8').read()

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('*', '')
    return re.sub(r'\s+', '', s)

assert sorted(OWNER) == sorted(os.listdir(CVS)), sorted(os.listdir(CVS))
cache = {f: norm(text_of(f)) for f in OWNER}
lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
data = yaml.safe_load('\n'.join(lines))
fails = 0; n = 0
ev = []          # evidence block preceding current questions
blocks = []      # (evidence, [questions])
cur_q = None
for ln in lines:
    m = re.match(r'^  # ([+-]) (\S+): (.*)$', ln)
    if m:
        if cur_q is not None:
            blocks.append((ev, cur_q)); ev = []; cur_q = None
        ev.append(m.groups()); continue
    if re.match(r'\s*- \{q:', ln):
        q = yaml.safe_load(ln.strip()[2:])
        cur_q = (cur_q or []) + [q]
if cur_q is not None:
    blocks.append((ev, cur_q))
for evs, qs in blocks:
    for sign, f, quote in evs:
        n += 1
        if f not in cache:
            print('UNKNOWN FILE', f); fails += 1; continue
        if norm(quote) not in cache[f]:
            print('NOT FOUND', sign, f, quote); fails += 1
    golds = {tuple(sorted(q['gold'])) for q in qs}
    intents = {q.get('intent') for q in qs}
    if len(golds) != 1 or len(intents) != 1 or len(qs) != 4:
        print('INTENT MISMATCH', intents, golds, len(qs)); fails += 1
    gold = set(qs[0]['gold'])
    plus_owners = {OWNER[f] for s, f, _ in evs if s == '+' and f in OWNER}
    minus_owners = {OWNER[f] for s, f, _ in evs if s == '-' and f in OWNER}
    if gold - plus_owners:
        print('NO + EVIDENCE for', gold - plus_owners, intents); fails += 1
    if plus_owners - gold:
        print('+ evidence for non-gold', plus_owners - gold, intents); fails += 1
    if minus_owners & gold:
        print('- trap names a gold person', minus_owners & gold, intents); fails += 1
allgold = set(k for q in data['questions'] for k in q['gold'])
if allgold != set(data['people']):
    print('people never gold:', set(data['people']) - allgold); fails += 1
print(f'{n} evidence lines, {len(data["questions"])} questions, {len(blocks)} intents, {fails} failures')
sys.exit(1 if fails else 0)
