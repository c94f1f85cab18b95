"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Also checks: every gold member has '+' evidence, all 4 questions of an intent share gold,
every person is gold somewhere. ('-' lines may concern a gold member too,
e.g. Luo Junyu's outdated old CV; they document what must not change the answer.) Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261102_093114.jpg': os.path.join(HERE, 'tr', 'IMG_20261102_093114.txt')}
OWNER = {'ruoqing_xiong_cv.pdf': 'RX', 'wang_zekai_zh.pdf': 'ZW', 'mikolaj_drzewiecki_cv.pdf': 'MD',
         'su_zhihan_jianli.docx': 'ZS', 'yvette_chan_cv.docx': 'YC', '罗俊宇_简历_2026.md': 'LJ',
         'luo_junyu_2019.txt': 'LJ', 'wen_jiale_resume.json': 'JW', 'IMG_20261102_093114.jpg': 'HM'}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append(' '.join(c.text for c in row.cells))
        return '\n'.join(parts)
    if name.endswith('.json'):
        vals = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            elif isinstance(o, str):
                vals.append(o)
        walk(json.load(open(p, encoding='utf-8')))
        return '\n'.join(vals)
    return open(p, encoding='utf-8').read().replace('**', '')

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('•', '')
    return re.sub(r'\s+', '', s)

def main():
    files = sorted(os.listdir(CVS))
    assert set(files) == set(OWNER), (files, sorted(OWNER))
    texts = {f: norm(text_of(f)) for f in files}
    lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
    data = yaml.safe_load('\n'.join(lines))
    fails, n, pending = 0, 0, []
    ev_re = re.compile(r'^\s*#\s*([+-])\s+(\S+):\s+(.*)$')
    qi = 0
    intents = {}
    gold_people = set()
    started = False
    for ln in lines:
        if ln.startswith('questions:'):
            started = True; continue
        if not started:
            continue
        m = ev_re.match(ln)
        if m:
            pending.append(m.groups()); continue
        if ln.strip().startswith('- {q:'):
            qd = data['questions'][qi]; qi += 1
            plus_owners = set()
            for sign, f, quote in pending:
                n += 1
                if f not in texts:
                    print('UNKNOWN FILE', f); fails += 1; continue
                if norm(quote) not in texts[f]:
                    print('NOT FOUND', f, '::', quote); fails += 1
                if sign == '+':
                    plus_owners.add(OWNER[f])
            for g in qd['gold']:
                if g not in plus_owners:
                    print('NO EVIDENCE for', g, 'in', qd['q']); fails += 1
            intents.setdefault(qd['intent'], []).append(qd)
            gold_people |= set(qd['gold'])
            pending = []
    for it, qs in intents.items():
        if len(qs) != 4 or len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            print('INTENT MISMATCH', it); fails += 1
        if sorted(q['lang'] for q in qs) != ['en', 'en', 'zh', 'zh']:
            print('LANG MIX', it); fails += 1
    missing = set(data['people']) - gold_people
    if missing:
        print('NEVER GOLD', missing); fails += 1
    print(f'{n} evidence lines, {qi} questions, {len(intents)} intents, {fails} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
