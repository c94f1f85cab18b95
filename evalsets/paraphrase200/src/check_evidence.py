#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive, NFKC, markdown ** / * markers ignored). Also checks that every
gold member of a question has a '+' line, that all 4 questions of an intent share one gold,
and that every person is gold somewhere. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261102_183344.jpg': os.path.join(HERE, 'pol_lanqiuyu_page.txt')}
OWNER = {'冼卓航_简历_2023.txt': 'XZ', '冼卓航_简历_2026.pdf': 'XZ', 'Tan_Ruiqi_CV.docx': 'TR',
         'Zhuolin_Yu_CV.pdf': 'ZY', '单以沫-移动测试-简历.docx': 'SYM', 'rhea_castleton.md': 'RC',
         'GE_Yunlan_resume.pdf': 'GY', 'IMG_20261102_183344.jpg': 'LQ', 'resume.json': 'RY'}

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('**', '').replace('*', '')
    return re.sub(r'\s+', '', s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
    if name.endswith('.docx'):
        from docx import Document
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return '\n'.join(parts)
    if name.endswith('.json'):
        out = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): out.append(o)
        walk(json.load(open(p, encoding='utf-8'))); return '\n'.join(out)
    return open(p, encoding='utf-8').read()

def main():
    lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
    data = yaml.safe_load('\n'.join(lines))
    cache, fails, pending, n = {}, 0, [], 0
    qi = 0
    by_intent = collections.defaultdict(list); gold_people = set()
    for ln in lines:
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*)$', ln)
        if m:
            sign, f, quote = m.groups(); n += 1
            if f not in OWNER:
                print('UNKNOWN FILE', f); fails += 1; continue
            if f not in cache: cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print('NOT FOUND', f, '|', quote); fails += 1
            pending.append((sign, OWNER[f]))
        elif re.match(r'\s*- \{q:', ln):
            q = data['questions'][qi]; qi += 1
            plus = {o for s, o in pending if s == '+'}
            for g in q['gold']:
                gold_people.add(g)
                if g not in plus:
                    # evidence lines are written once above the first phrasing of an intent
                    prev = by_intent.get(q['intent'])
                    if not prev:
                        print('NO EVIDENCE for', g, 'in', q['q']); fails += 1
            if not by_intent[q['intent']]:
                for s, o in pending:
                    if s == '-' and o in q['gold'] and q['intent'] != 'i09-bilibili-now':
                        print('TRAP NAMES GOLD', o, q['q']); fails += 1
            by_intent[q['intent']].append(q); pending = []
    for k, qs in by_intent.items():
        golds = {tuple(sorted(q['gold'])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print('INTENT PROBLEM', k, len(qs), golds); fails += 1
    missing = set(data['people']) - gold_people
    if missing: print('NEVER GOLD', missing); fails += 1
    print(f'{n} evidence lines, {qi} questions, {len(by_intent)} intents, {fails} failures')
    sys.exit(1 if fails else 0)

main()
