"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values (JSON),
the file itself (.md/.txt), src/<stem>.txt for the photographed JPG. Comparison ignores all
whitespace, markdown ** markers and NFKC differences. Also checks: 4 phrasings per intent with
one gold, every gold person has a '+' line in the intent block, every person is gold somewhere."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); CVS = os.path.join(ROOT, 'cvs')

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('**', '')
    return re.sub(r'\s+', '', s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    ext = fn.rsplit('.', 1)[-1].lower()
    if ext == 'pdf':
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
    if ext == 'docx':
        import docx
        d = docx.Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return '\n'.join(parts)
    if ext == 'json':
        vals = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): vals.append(o)
        walk(json.load(open(p, encoding='utf-8'))); return '\n'.join(vals)
    if ext in ('jpg', 'jpeg', 'png'):
        return open(os.path.join(HERE, fn.rsplit('.', 1)[0] + '.txt'), encoding='utf-8').read()
    return open(p, encoding='utf-8').read()

def main():
    fails = 0; cache = {}
    qy = os.path.join(ROOT, 'questions.yaml')
    data = yaml.safe_load(open(qy, encoding='utf-8'))
    people = set(data['people'])
    lines = open(qy, encoding='utf-8').read().splitlines()
    pending = []; n_ev = 0
    plus_by_intent = defaultdict(set); minus_by_intent = defaultdict(set)
    owner = {'selma_tveiten.pdf': 'ST', 'tomasz_olejniczak.pdf': 'TO', 'wu_chenxiao_zh.pdf': 'WC',
             '费嘉钧_简历.docx': 'FJ', 'Amelie_Pargeter_CV_2025.docx': 'AP', 'amelie_pargeter_cv_2021.txt': 'AP',
             'nie_yinglan_resume.md': 'NY', 'IMG_20251104_213355.jpg': 'YC', 'ines_valderrama.json': 'IV'}
    for ln in lines:
        m = re.match(r'\s*# ([+-]) (\S+?): (.+)$', ln)
        if m:
            sign, fn, quote = m.groups(); n_ev += 1
            if fn not in cache:
                if not os.path.exists(os.path.join(CVS, fn)):
                    print('MISSING FILE', fn); fails += 1; cache[fn] = ''; continue
                cache[fn] = norm(text_of(fn))
            if norm(quote) not in cache[fn]:
                print('NOT FOUND', fn, '|', quote); fails += 1
            pending.append((sign, fn)); continue
        m = re.search(r'intent: (\S+)\}', ln)
        if m and ln.strip().startswith('- {q:'):
            for sign, fn in pending:
                (plus_by_intent if sign == '+' else minus_by_intent)[m.group(1)].add(owner[fn])
            # keep evidence for the rest of the intent block
            continue
        if ln.strip().startswith('# ----'):
            pending = []
    golds = defaultdict(set); counts = defaultdict(int); seen = set()
    for q in data['questions']:
        i = q['intent']; counts[i] += 1; golds[i].add(tuple(sorted(q['gold']))); seen |= set(q['gold'])
        for g in q['gold']:
            if g not in people: print('UNKNOWN KEY', g); fails += 1
            if g not in plus_by_intent[i]: print('NO + EVIDENCE', i, g); fails += 1
        for t in minus_by_intent[i] & set(q['gold']):
            print('TRAP NAMES A GOLD PERSON', i, t); fails += 1
    for i in counts:
        if counts[i] != 4: print('INTENT NOT x4', i, counts[i]); fails += 1
        if len(golds[i]) != 1: print('INTENT GOLD DIFFERS', i); fails += 1
    for p in people - seen: print('NEVER GOLD', p); fails += 1
    print(f'{n_ev} evidence lines, {len(data["questions"])} questions, {len(counts)} intents, failures: {fails}')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
