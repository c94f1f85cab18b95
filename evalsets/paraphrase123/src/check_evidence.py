"""Self-check for questions.yaml: every '+'/'-' evidence quote must occur in its file's text
(whitespace-insensitive, NFKC); every gold person must have a '+' quote from one of their files;
each intent must have 4 questions (2 en + 2 zh) with identical gold."""
import os, re, sys, json, subprocess, unicodedata, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
OWNER = {
    'zhong_yuche_cv.pdf': 'YZ', 'yinlanzhou_简历.docx': 'YL', 'lucia_ybarra_cv.pdf': 'LY',
    'yaochuan_leng_resume_2020.txt': 'LEN', '冷曜川_简历_2026.md': 'LEN', 'CV_credit_2026.docx': 'IQ',
    'tove_ekstrand.json': 'TE', 'cen_shiyu_cv.pdf': 'CS', 'IMG_20261103_184512.jpg': 'NX'}

def text_of(name):
    path = os.path.join(CVS, name)
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True).stdout
    if name.endswith('.docx'):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(' '.join(c.text for c in r.cells))
        return '\n'.join(parts)
    if name.endswith('.jpg'):
        return open(os.path.join(HERE, 'ni_xiaocheng_page.txt'), encoding='utf-8').read()
    return open(path, encoding='utf-8').read()

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('**', '')
    return re.sub(r'\s+', '', s)

texts = {}
fails = 0
assert set(OWNER) == set(os.listdir(CVS)), sorted(os.listdir(CVS))
lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
pending = []
data = yaml.safe_load(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'))
qs = iter(data['questions'])
by_intent = collections.defaultdict(list)
nq = nev = 0
for ln in lines:
    m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*)$', ln)
    if m:
        sign, f, quote = m.groups()
        if f not in OWNER:
            continue  # header prose
        if f not in texts:
            texts[f] = norm(text_of(f))
        nev += 1
        if norm(quote) not in texts[f]:
            print('MISSING', f, '|', quote); fails += 1
        pending.append((sign, f))
    elif re.match(r'\s*- \{q:', ln):
        q = next(qs); nq += 1
        plus = {OWNER[f] for s, f in pending if s == '+'}
        for g in q['gold']:
            if g not in plus:
                print('NO EVIDENCE for', g, 'in', q['q']); fails += 1
        lang = 'zh' if re.search(r'[\u4e00-\u9fff]', q['q']) else 'en'
        by_intent[q['intent']].append((lang, tuple(sorted(q['gold']))))
        if not re.match(r'\s*- \{q:', lines[lines.index(ln) + 1] if lines.index(ln) + 1 < len(lines) else ''):
            pending = []
for i, v in by_intent.items():
    langs = collections.Counter(l for l, _ in v)
    if len(v) != 4 or langs['en'] != 2 or langs['zh'] != 2 or len({g for _, g in v}) != 1:
        print('BAD INTENT', i, v); fails += 1
keys = set(data['people'])
used = {g for q in data['questions'] for g in q['gold']}
if keys - used:
    print('never gold:', keys - used); fails += 1
print(f'{nq} questions, {len(by_intent)} intents, {nev} evidence lines, {fails} failures')
sys.exit(1 if fails else 0)
