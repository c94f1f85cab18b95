#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text (whitespace-insensitive,
NFKC), that every gold member has '+' evidence, that no '-' line names a gold member (by file owner), and
that the four questions of each intent share one gold set."""
import os, re, sys, json, subprocess, unicodedata
from collections import defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20260914_213507.jpg': os.path.join(HERE, 'jie_yuchen', 'jie_yuchen_page_text.txt')}
OWNER = {'pu_jingran_cv.pdf': 'PJ', 'ren_qiyao_cv.pdf': 'RQ', 'saskia_vellacott_cv.pdf': 'SV',
         '翁若岚_供应链计划_简历.docx': 'WR', 'Jiashu_Qin_Flutter_2026.docx': 'QJ', '覃嘉树_简历_2019.txt': 'QJ',
         'shaoheng_lu_plant_manager.md': 'LS', 'nadia_kettlewell.resume.json': 'NK', 'IMG_20260914_213507.jpg': 'JY'}

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('**', '').replace('\u00ad', '')
    return re.sub(r'\s+', '', s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding='utf-8').read()
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if fn.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    if fn.endswith('.json'):
        raw = open(p, encoding='utf-8').read()
        vals = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            else:
                vals.append(str(o))
        walk(json.loads(raw))
        return raw + '\n' + '\n'.join(vals)
    return open(p, encoding='utf-8').read()

def main():
    fails = 0
    cache = {}
    missing = set(OWNER) ^ set(os.listdir(CVS))
    if missing:
        print('FILE/OWNER MISMATCH', missing); fails += 1
    ev, n_ev = [], 0
    intents = defaultdict(list)
    for line in open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'):
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.*)$', line)
        if m and m.group(2) in OWNER:
            ev.append((m.group(1), m.group(2), m.group(3).rstrip()))
            continue
        m = re.match(r'\s*- \{q: (".*?"), gold: \[(.*?)\], intent: (\S+?), tags: \[(.*?)\]\}', line)
        if m:
            q = json.loads(m.group(1)); gold = [g.strip() for g in m.group(2).split(',') if g.strip()]
            intents[m.group(3)].append((q, tuple(sorted(gold))))
            plus_owners = {OWNER[f] for s, f, _ in ev if s == '+'}
            for g in gold:
                if g not in plus_owners:
                    print('NO + EVIDENCE', g, q); fails += 1
            for s, f, _ in ev:
                if s == '-' and OWNER[f] in gold:
                    print('TRAP NAMES GOLD MEMBER', f, q); fails += 1
                if s == '+' and OWNER[f] not in gold:
                    print('+ LINE FOR NON-GOLD', f, q); fails += 1
            for s, f, quote in ev:
                n_ev += 1
                if f not in cache:
                    cache[f] = norm(text_of(f))
                if norm(quote) not in cache[f]:
                    print('QUOTE NOT FOUND', f, '|', quote); fails += 1
            continue
        if re.match(r'\s*- \{q:', line):
            print('UNPARSED QUESTION', line.strip()); fails += 1
        if re.match(r'\s*# -{5,}', line):
            ev = []
    for name, qs in intents.items():
        if len(qs) != 4 or len({g for _, g in qs}) != 1:
            print('INTENT INCONSISTENT', name, qs); fails += 1
    print(f'{len(intents)} intents, {sum(len(v) for v in intents.values())} questions, {n_ev} evidence checks, {fails} failures')
    return 1 if fails else 0

if __name__ == '__main__':
    sys.exit(main())
