#!/usr/bin/env python3
"""Self-check for heldout300: every '+'/'-' evidence quote in ../questions.yaml must occur
(whitespace-insensitive, NFKC) in the text of its file; every gold member needs a '+' line;
'+' lines only for gold people; gold keys must be in people:; empty-gold tag iff gold is empty. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261118_093412.jpg': os.path.join(HERE, 'ge_yucheng_page.txt')}
OWNER = {'di_jiahe_简历.pdf': 'DJ', 'Kotecha_Nikhita_CV.pdf': 'NK', '贝振霄_简历_2021.docx': 'BZ',
         'zhenxiao_bei_resume_2026.md': 'BZ', 'rong_qihang_resume.json': 'RQ',
         'IMG_20261118_093412.jpg': 'GY'}

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('\u30fb', '\u00b7')
    return re.sub(r'\s+', '', s)

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    p = os.path.join(CVS, name)
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells: parts.append(c.text)
        return '\n'.join(parts)
    if name.endswith('.json'):
        return '\n'.join(json_strings(json.load(open(p, encoding='utf-8'))))
    txt = open(p, encoding='utf-8').read()
    return txt.replace('**', '').replace('*', '')

def main():
    lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
    cache, fails, nq, nev = {}, 0, 0, 0
    people = set()
    in_people = False
    for ln in lines:
        if ln.startswith('people:'): in_people = True; continue
        if in_people:
            m = re.match(r'\s+([A-Z]{2}):', ln)
            if m: people.add(m.group(1)); continue
            in_people = False
    pending = []
    seen_files = set()
    started = False
    for i, ln in enumerate(lines, 1):
        if ln.startswith('questions:'): started = True
        if not started: continue
        m = re.match(r'\s*#\s*([+-])\s+([^:]+?):\s(.+)$', ln)
        if m:
            sign, f, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            if f not in OWNER:
                print(f'FAIL line {i}: unknown file {f}'); fails += 1; continue
            seen_files.add(f)
            if f not in cache: cache[f] = norm(text_of(f))
            nev += 1
            if norm(quote) not in cache[f]:
                print(f'FAIL line {i}: quote not in {f}: {quote}'); fails += 1
            pending.append((sign, OWNER[f]))
            continue
        m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\]\}', ln)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(',') if g.strip()]
            tags = [t.strip() for t in m.group(3).split(',')]
            plus = {o for s, o in pending if s == '+'}
            for g in gold:
                if g not in people: print(f'FAIL line {i}: gold {g} not in people'); fails += 1
                if g not in plus: print(f'FAIL line {i}: gold {g} has no + evidence'); fails += 1
            for o in plus - set(gold):
                print(f'FAIL line {i}: + evidence for non-gold {o}'); fails += 1
            if ('empty-gold' in tags) != (not gold):
                print(f'FAIL line {i}: empty-gold tag mismatch'); fails += 1
            pending = []
        elif ln.strip().startswith('- {q'):
            print(f'FAIL line {i}: cannot parse question'); fails += 1
    missing = set(OWNER) - seen_files - {f for f in OWNER if not os.path.exists(os.path.join(CVS, f))}
    print(f'{nq} questions, {nev} evidence quotes, {fails} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
