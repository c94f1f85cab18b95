#!/usr/bin/env python3
"""Self-check for paraphrase12/questions.yaml.
Checks: every '+'/'-' evidence quote occurs in its file's text (whitespace-insensitive, NFKC,
dash variants unified, markdown ** / * markers dropped); every gold person of a question has
at least one '+' line in a file owned by them; no '-' line's file owner is gold for that
question; every person is gold somewhere; all 4 questions of an intent share the same gold.
Text: pdftotext for PDF; python-docx paragraphs + table cells + header/footer for DOCX;
JSON string values; md/txt as is."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
OWNERS = {
    'liao_zhiheng_cv.pdf': 'LZ', '廖之恒_简历.docx': 'LZ', '覃素芸_芯片验证.pdf': 'QS',
    'greta_villanueva_cv.pdf': 'GV', 'xi_mingche_简历.md': 'XM', '宓佳琪_应届生简历.txt': 'MJ',
    'noor_alsayegh.resume.json': 'NA', 'cv_staff_platform_2026.docx': 'LD',
}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if fn.endswith('.docx'):
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return '\n'.join(parts)
    if fn.endswith('.json'):
        out = []
        def walk(o):
            if isinstance(o, str): out.append(o)
            elif isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
        walk(json.load(open(p, encoding='utf-8'))); return '\n'.join(out)
    return open(p, encoding='utf-8').read()

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('**', '').replace('*', '')
    s = re.sub('[\u2010-\u2015\u2212-]', '-', s)
    return re.sub(r'\s+', '', s)

def main():
    qpath = os.path.join(ROOT, 'questions.yaml')
    data = yaml.safe_load(open(qpath, encoding='utf-8'))
    people = set(data['people'])
    texts = {fn: norm(text_of(fn)) for fn in OWNERS}
    assert set(OWNERS) == set(os.listdir(CVS)), (set(OWNERS) ^ set(os.listdir(CVS)))
    fails = 0; n = 0
    pending = []; qi = 0
    qs = data['questions']
    for line in open(qpath, encoding='utf-8'):
        m = re.match(r'\s*#\s*([+-])\s+([^:]+?):\s(.*)$', line)
        if m and m.group(2) in OWNERS:
            pending.append((m.group(1), m.group(2), m.group(3).rstrip()))
        elif re.match(r'\s*- \{q:', line):
            q = qs[qi]; qi += 1
            if pending: ev = pending
            ev_for_q = ev if pending or qi > 1 else []
            gold = set(q['gold'])
            for sign, fn, quote in ev_for_q:
                n += 1
                if norm(quote) not in texts[fn]:
                    fails += 1; print(f'NOT FOUND [{fn}]: {quote}')
                if sign == '-' and OWNERS[fn] in gold:
                    fails += 1; print(f'TRAP NAMES GOLD {OWNERS[fn]}: {q["q"]}')
            plus_owners = {OWNERS[fn] for s, fn, _ in ev_for_q if s == '+'}
            for g in gold - plus_owners:
                fails += 1; print(f'NO EVIDENCE for {g}: {q["q"]}')
            for o in plus_owners - gold:
                fails += 1; print(f'+ line for non-gold {o}: {q["q"]}')
            pending = []
    assert qi == len(qs), (qi, len(qs))
    byintent = defaultdict(list)
    for q in qs:
        byintent[q['intent']].append(q)
        for g in q['gold']:
            if g not in people: fails += 1; print('unknown key', g)
    for it, lst in byintent.items():
        if len(lst) != 4 or len({tuple(sorted(x['gold'])) for x in lst}) != 1:
            fails += 1; print('intent mismatch', it)
    never = people - {g for q in qs for g in q['gold']}
    if never: fails += 1; print('never gold:', never)
    print(f'{len(qs)} questions, {len(byintent)} intents, {n} evidence checks, {fails} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
