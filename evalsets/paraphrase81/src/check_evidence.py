"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive, NFKC), and that every gold person of every question has '+' evidence
from one of their own files. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..'))
OWNERS = {
    'xinrui_dong.pdf': 'XD', '庄若瑜_劳动法律师简历.docx': 'ZR', 'boyang_ren.pdf': 'BR',
    'tao_ruozhi_zh.pdf': 'TR', 'pieter_haagsma_2023.json': 'PH', 'Pieter_Haagsma_CV_2026.md': 'PH',
    '卢雪凝-简历.txt': 'LX', 'cv_pettifer_2026.docx': 'IP',
    'src/bao_guodong_page_text.txt': 'BG',
}

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('**', '').replace('`', '').replace('*', '')
    return re.sub(r'\s+', '', s)

def text_of(name):
    path = os.path.join(ROOT, name) if name.startswith('src/') else os.path.join(ROOT, 'cvs', name)
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        d = Document(path); parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return '\n'.join(parts)
    if name.endswith('.json'):
        out = []
        def walk(o):
            if isinstance(o, str): out.append(o)
            elif isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
        walk(json.load(open(path, encoding='utf-8'))); return '\n'.join(out)
    return open(path, encoding='utf-8').read()

def main():
    lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
    data = yaml.safe_load('\n'.join(lines))
    cache, fails, pending, n = {}, 0, [], 0
    qi = 0
    for ln in lines:
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.+)$', ln)
        if m:
            sign, f, quote = m.groups()
            if f not in OWNERS:
                print('UNKNOWN FILE', f); fails += 1; continue
            if f not in cache: cache[f] = norm(text_of(f))
            n += 1
            if norm(quote) not in cache[f]:
                print('NOT FOUND', f, '|', quote); fails += 1
            pending.append((sign, f))
        elif re.match(r'\s*- \{q:', ln):
            q = data['questions'][qi]; qi += 1
            plus_owners = {OWNERS[f] for s, f in pending if s == '+' and f in OWNERS}
            for g in q['gold']:
                if g not in plus_owners:
                    print('NO EVIDENCE for', g, 'in', q['q']); fails += 1
            for s, f in pending:
                if s == '+' and OWNERS.get(f) not in q['gold']:
                    print('+ line from non-gold file', f, 'for', q['q']); fails += 1
            # evidence block applies to all questions of the intent that follow it
            if qi < len(data['questions']) and data['questions'][qi].get('intent') != q.get('intent'):
                pending = []
    # intent consistency
    by = {}
    for q in data['questions']:
        by.setdefault(q['intent'], []).append(q)
    for k, qs in by.items():
        if len(qs) != 4 or len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            print('INTENT PROBLEM', k); fails += 1
    print(f'{n} quotes, {len(data["questions"])} questions, {len(by)} intents, {fails} failures')
    sys.exit(1 if fails else 0)

main()
