#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC, markdown * markers ignored). Also checks every gold person has a '+'
line, every person is gold somewhere, and that YAML parses. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata, pathlib
import yaml
from docx import Document
HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent; CVS = ROOT / 'cvs'
OWNER = {'戚鸣皋_语音算法_简历.pdf': 'QM', 'Meera_Sundaresan_CV.pdf': 'MS', '谌柏川_前端_2022.docx': 'BC',
         'baichuan_chen_resume_2026.md': 'BC', 'jinghaishan_resume.json': 'JH', '宁婉桐_简历_拍照.jpg': 'NW'}

def strings(o):
    if isinstance(o, str): yield o
    elif isinstance(o, dict):
        for v in o.values(): yield from strings(v)
    elif isinstance(o, list):
        for v in o: yield from strings(v)

def text_of(name):
    p = CVS / name
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', str(p), '-'], capture_output=True, text=True).stdout
    if name.endswith('.docx'):
        d = Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return '\n'.join(parts)
    if name.endswith('.json'):
        return '\n'.join(strings(json.loads(p.read_text('utf-8'))))
    if name.endswith('.jpg'):
        return (HERE / 'ning_wantong_page.txt').read_text('utf-8')
    return p.read_text('utf-8')

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('*', '')
    return re.sub(r'\s+', '', s)

def main():
    src = (ROOT / 'questions.yaml').read_text('utf-8')
    data = yaml.safe_load(src)
    cache = {}; fails = 0; pending = []; gold_seen = set(); n = 0
    for line in src.splitlines():
        m = re.match(r'\s*# ([+-]) (\S+?\.(?:pdf|docx|md|json|jpg)): (.+)$', line)
        if m:
            pending.append(m.groups()); continue
        q = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\]', line)
        if q:
            gold = [g.strip() for g in q.group(2).split(',') if g.strip()]
            gold_seen |= set(gold)
            plus_owners = set()
            for sign, f, quote in pending:
                n += 1
                if f not in OWNER:
                    print('UNKNOWN FILE', f); fails += 1; continue
                t = cache.setdefault(f, norm(text_of(f)))
                if norm(quote) not in t:
                    print(f'MISSING [{q.group(1)}] {f}: {quote}'); fails += 1
                if sign == '+':
                    plus_owners.add(OWNER[f])
                    if OWNER[f] not in gold: print(f'+ line for non-gold person [{q.group(1)}] {f}'); fails += 1
                elif OWNER[f] in gold:
                    print(f'- line names a gold person [{q.group(1)}] {f}'); fails += 1
            for g in gold:
                if g not in plus_owners: print(f'NO EVIDENCE for {g} [{q.group(1)}]'); fails += 1
            pending = []
    for k in data['people']:
        if k not in gold_seen: print('never gold:', k); fails += 1
    print(f'{len(data["questions"])} questions, {n} evidence lines, {fails} failures')
    sys.exit(1 if fails else 0)
main()
