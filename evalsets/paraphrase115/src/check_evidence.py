#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC). Also: each intent's 4 questions share gold; every gold member has a
'+' line; every person is gold somewhere. Exit 1 on failure."""
import os, re, sys, json, subprocess, unicodedata
from collections import defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_184522.jpg': os.path.join(HERE, 'ben_langzhou_page.txt')}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding='utf-8').read()
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
    if fn.endswith('.docx'):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    s = open(p, encoding='utf-8').read()
    if fn.endswith('.md'):
        s = s.replace('**', '').replace('*', '')
    return s

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('\u2013', '-').replace('\u2014', '-')
    return re.sub(r'\s+', '', s)

def main():
    import yaml
    qy = os.path.join(ROOT, 'questions.yaml')
    lines = open(qy, encoding='utf-8').read().splitlines()
    data = yaml.safe_load('\n'.join(lines))
    keys = set(data['people'])
    cache, fails, nq = {}, 0, 0
    pending = []
    intents = defaultdict(list)
    gold_any = set()
    for ln in lines:
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.*)$', ln)
        if m:
            pending.append(m.groups()); continue
        if ln.strip().startswith('- {q:'):
            nq += 1
            q = yaml.safe_load(ln.strip()[2:])
            gold = q['gold']; intents[q['intent']].append((q['q'], tuple(sorted(gold))))
            gold_any.update(gold)
            if not pending and gold:
                print('NO EVIDENCE:', q['q']); fails += 1
            for sign, fn, quote in pending:
                if fn not in cache:
                    if not os.path.exists(os.path.join(CVS, fn)):
                        print('MISSING FILE', fn); fails += 1; cache[fn] = ''
                    else:
                        cache[fn] = norm(text_of(fn))
                if norm(quote) not in cache[fn]:
                    print(f'NOT FOUND [{sign}] {fn}: {quote}'); fails += 1
            pending = []
            for g in gold:
                if g not in keys:
                    print('UNKNOWN KEY', g); fails += 1
    for name, qs in intents.items():
        if len(qs) != 4 or len({g for _, g in qs}) != 1:
            print('INTENT MISMATCH', name, qs); fails += 1
    for k in keys - gold_any:
        print('NEVER GOLD', k); fails += 1
    print(f'{nq} questions, {len(intents)} intents, {fails} failures')
    sys.exit(1 if fails else 0)

main()
