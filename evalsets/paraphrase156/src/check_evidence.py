"""Checks every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.
Text: pdftotext (PDF), python-docx paragraphs + table rows (cells joined by a space) (DOCX),
raw file (.md/.txt/.json), src/jiayi_tang_page_text.txt for the photographed page (.jpg).
Comparison is NFKC + whitespace-insensitive; Markdown ** and * are dropped.
Also checks: every gold member has a '+' line, no '-' line is in a file of a gold member,
4 questions per intent with one gold, every person gold somewhere. Exit 1 on failure."""
import os, re, sys, subprocess, unicodedata, collections
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
CVS = os.path.join(ROOT, 'cvs')
OWNER = {'kuang_haoyan_zh.pdf': 'KH', '葛蔓宁_简历.docx': 'GM', 'zhiwei_tan_logistics.md': 'ZT',
         'ruolan_meng_cv.pdf': 'RM', 'zhenyu_lu_cv_2023.pdf': 'LZ', '芦振宇_简历_2026.txt': 'LZ',
         'IMG_20261103_184512.jpg': 'JT', 'kaiwen_ren.resume.json': 'KR', '武天野-2026届-机械.docx': 'WT'}

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('**', '').replace('*', '')
    return re.sub(r'\s+', '', s)

def text_of(f):
    p = os.path.join(CVS, f)
    if f.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if f.endswith('.docx'):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(' '.join(c.text for c in r.cells))
        return '\n'.join(parts)
    if f.endswith('.jpg'):
        return open(os.path.join(HERE, 'jiayi_tang_page_text.txt'), encoding='utf-8').read()
    return open(p, encoding='utf-8').read()

fails = 0
assert set(OWNER) == set(os.listdir(CVS)), sorted(os.listdir(CVS))
texts = {f: norm(text_of(f)) for f in OWNER}
lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
data = yaml.safe_load('\n'.join(lines))
ev = []  # (sign, file, quote) grouped until next question line
qi = 0
qs = data['questions']
intents = collections.defaultdict(list)
n_ev = 0
for ln in lines:
    m = re.match(r'\s+# ([+-]) (\S+): (.*)$', ln)
    if m:
        ev.append(m.groups()); continue
    if re.match(r'\s*- \{q:', ln):
        qq = qs[qi]; qi += 1
        gold = set(qq['gold'])
        if ev:
            cur_ev = ev; ev = []
        plus_owners = set()
        for sign, f, quote in cur_ev:
            n_ev += 1
            if f not in texts:
                print('UNKNOWN FILE', f); fails += 1; continue
            if norm(quote) not in texts[f]:
                print('MISSING QUOTE', f, '|', quote); fails += 1
            if sign == '+':
                plus_owners.add(OWNER[f])
                if OWNER[f] not in gold:
                    print('+ LINE FOR NON-GOLD', f, qq['q']); fails += 1
            elif OWNER[f] in gold:
                print('- LINE NAMES GOLD MEMBER', f, qq['q']); fails += 1
        for g in gold - plus_owners:
            print('GOLD WITHOUT EVIDENCE', g, qq['q']); fails += 1
        intents[qq['intent']].append(tuple(sorted(gold)))
assert qi == len(qs)
for k, v in intents.items():
    if len(v) != 4 or len(set(v)) != 1:
        print('INTENT NOT 4 x SAME GOLD', k, v); fails += 1
gold_people = set(g for v in intents.values() for gs in v for g in gs)
for p in data['people']:
    if p not in gold_people:
        print('NEVER GOLD', p); fails += 1
print(f'{len(qs)} questions, {len(intents)} intents, {n_ev // 4 if False else n_ev} evidence checks, {fails} failures')
sys.exit(1 if fails else 0)
