#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' evidence line in ../questions.yaml
against the text of ../cvs/<file> (whitespace-insensitive, NFKC, markdown ** / * markers
and '•' bullets ignored). Also checks: every gold member has a '+' line above its question,
no '-' line is about... (only '+' lines are tied to people), all 4 questions of an intent have
the same gold, every person is gold somewhere. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('**', '').replace('•', '').replace('*', '')
    return re.sub(r'\s+', '', s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if fn.endswith('.docx'):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return '\n'.join(parts)
    if fn.endswith('.json'):
        raw = open(p, encoding='utf-8').read()
        vals = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            elif isinstance(o, str):
                vals.append(o)
        walk(json.loads(raw))
        return raw + '\n' + '\n'.join(vals)
    return open(p, encoding='utf-8').read()

# which person owns which file
OWNERS = {
    'ruxandra_pelletier.pdf': 'RP', 'pu_wenlan_zh.pdf': 'PW', 'saoirse_vanterpool_cv.docx': 'SV',
    'yuchengxi_cv.md': 'YC', 'mi_yuqiao_en.pdf': 'MY', 'mi_yuqiao_zh.txt': 'MY',
    'kan_yuning_resume.docx': 'KY', 'bartholomew_quaye.json': 'BQ',
}

def main():
    qpath = os.path.join(ROOT, 'questions.yaml')
    lines = open(qpath, encoding='utf-8').read().splitlines()
    data = yaml.safe_load('\n'.join(lines))
    files = sorted(os.listdir(CVS))
    assert set(files) == set(OWNERS), (files, OWNERS)
    texts = {f: norm(text_of(f)) for f in files}
    fails = 0; n = 0
    pending = []  # evidence lines above the next question
    qi = 0
    qs = data['questions']
    intents = {}
    gold_people = set()
    for ln in lines:
        m = re.match(r'\s*#\s*([+-])\s+([\w.\-]+):\s*(.+)$', ln)
        if m:
            sign, fn, quote = m.groups()
            n += 1
            if fn not in texts:
                print('NO SUCH FILE', ln); fails += 1; continue
            if norm(quote) not in texts[fn]:
                print('NOT FOUND', fn, '|', quote); fails += 1
            pending.append((sign, fn))
            continue
        if re.match(r'\s*-\s*\{q:', ln):
            q = qs[qi]; qi += 1
            plus_people = {OWNERS[f] for s, f in pending if s == '+'}
            minus_people = {OWNERS[f] for s, f in pending if s == '-'}
            for g in q['gold']:
                if g not in plus_people:
                    print('NO + EVIDENCE for', g, 'in', q['q']); fails += 1
            for p in plus_people - set(q['gold']):
                print('+ LINE FOR NON-GOLD', p, 'in', q['q']); fails += 1
            for p in minus_people & set(q['gold']):
                print('- LINE NAMES GOLD MEMBER', p, 'in', q['q']); fails += 1
            if not q['gold'] and 'empty-gold' not in q['tags']:
                print('EMPTY GOLD WITHOUT TAG', q['q']); fails += 1
            intents.setdefault(q['intent'], []).append(q)
            gold_people |= set(q['gold'])
            pending = []
    assert qi == len(qs), (qi, len(qs))
    for k, v in intents.items():
        if len(v) != 4 or len({tuple(sorted(x['gold'])) for x in v}) != 1:
            print('INTENT INCONSISTENT', k, len(v)); fails += 1
    missing = set(data['people']) - gold_people
    if missing:
        print('NEVER GOLD', missing); fails += 1
    print(f'{n} evidence lines, {len(qs)} questions, {len(intents)} intents, {fails} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
