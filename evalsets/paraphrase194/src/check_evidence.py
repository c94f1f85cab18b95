#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC). Also checks: every gold member has a '+' line, no '-' line
belongs to a gold member's file only... (see below), all 4 questions of an intent share gold,
every person is gold somewhere. Exit 1 on failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / 'cvs', ROOT / 'src'
OWNER = {  # file -> person key
    '戈亦航_推荐算法_简历.pdf': 'GY', 'Whitcombe_F_CV_2026.pdf': 'FW', 'keshav_iyengar_cv.pdf': 'KI',
    '隋婉之_类目经理.docx': 'SW', '桂云帆_简历_2019.txt': 'GF', 'IMG_20261012_093315.jpg': 'GF',
    'frontend_cv_2026.md': 'JF', 'resume.json': 'GS', 'Lou_Qinghan_Resume.docx': 'LQ'}

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('•', '').replace('**', '')
    return re.sub(r'\s+', '', s)

def text_of(name):
    p = CVS / name
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', str(p), '-'], capture_output=True, text=True).stdout
    if name.endswith('.docx'):
        from docx import Document
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return '\n'.join(parts)
    if name.endswith('.json'):
        out = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): out.append(o)
        walk(json.loads(p.read_text(encoding='utf-8')))
        return '\n'.join(out)
    if name.endswith('.jpg'):
        return (SRC / 'gui_yunfan_2026_page.txt').read_text(encoding='utf-8')
    return p.read_text(encoding='utf-8')

def main():
    fails = 0
    files = sorted(x.name for x in CVS.iterdir())
    if set(files) != set(OWNER):
        print('FAIL cvs/ files differ from OWNER map:', set(files) ^ set(OWNER)); fails += 1
    texts = {f: norm(text_of(f)) for f in files}
    data = yaml.safe_load((ROOT / 'questions.yaml').read_text(encoding='utf-8'))
    lines = (ROOT / 'questions.yaml').read_text(encoding='utf-8').splitlines()
    pending, n_ev, qi = [], 0, 0
    gold_somewhere, intents = set(), {}
    for ln, line in enumerate(lines, 1):
        m = re.match(r'\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|txt|md|json|jpg)):\s+(.*)$', line)
        if m:
            sign, f, quote = m.groups()
            n_ev += 1
            if f not in texts:
                print(f'FAIL line {ln}: unknown file {f}'); fails += 1; continue
            if norm(quote) not in texts[f]:
                print(f'FAIL line {ln}: quote not in {f}: {quote}'); fails += 1
            pending.append((sign, f, ln))
            continue
        if re.match(r'\s*- \{q:', line):
            q = data['questions'][qi]; qi += 1
            gold = set(q['gold']); gold_somewhere |= gold
            plus = {OWNER[f] for s, f, _ in pending if s == '+'}
            minus = {(OWNER[f], l) for s, f, l in pending if s == '-'}
            if pending or gold:
                for g in gold - plus:
                    print(f'FAIL line {ln}: gold {g} has no + evidence'); fails += 1
            for p in plus - gold:
                print(f'FAIL line {ln}: + evidence for non-gold {p}'); fails += 1
            intents.setdefault(q['intent'], []).append((ln, tuple(sorted(gold)), q))
            if not line.strip().endswith('}') or '- {q:' not in line:
                pass
            # evidence block applies to all following questions until the next block
            if qi < len(data['questions']) and ln < len(lines) and not re.match(r'\s*- \{q:', lines[ln]):
                pending = []
    if qi != len(data['questions']):
        print('FAIL question count mismatch', qi, len(data['questions'])); fails += 1
    for it, qs in intents.items():
        if len(qs) != 4: print(f'FAIL intent {it}: {len(qs)} questions'); fails += 1
        if len({g for _, g, _ in qs}) != 1: print(f'FAIL intent {it}: gold differs'); fails += 1
    missing = set(data['people']) - gold_somewhere
    if missing: print('FAIL never gold:', missing); fails += 1
    print(f'{n_ev} evidence lines, {qi} questions, {len(intents)} intents, {fails} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
