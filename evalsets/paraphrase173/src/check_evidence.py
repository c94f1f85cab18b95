#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** ignored) in the text of that file, and basic set sanity."""
import os, re, subprocess, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20251103_091244.jpg': os.path.join(HERE, 'xiao_jinghe_page.txt')}

def texts(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return [open(PHOTO_TEXT[name], encoding='utf-8').read()]
    if name.endswith('.pdf'):
        out = []
        for args in (['-layout'], ['-raw'], []):
            out.append(subprocess.run(['pdftotext', *args, p, '-'], capture_output=True, text=True).stdout)
        return out
    if name.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return ['\n'.join(parts)]
    return [open(p, encoding='utf-8').read()]

def norm(s):
    s = s.replace('**', '')
    return re.sub(r'\s+', '', s)

cache, bad, n = {}, 0, 0
lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
start = lines.index('questions:')
for i, line in enumerate(lines, 1):
    if i <= start:
        continue
    m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.+)$', line)
    if not m:
        continue
    sign, f, q = m.groups()
    if not os.path.exists(os.path.join(CVS, f)):
        print(f'line {i}: no such file {f}'); bad += 1; continue
    if f not in cache:
        cache[f] = [norm(t) for t in texts(f)]
    n += 1
    if not any(norm(q) in t for t in cache[f]):
        print(f'line {i}: NOT FOUND in {f}: {q}'); bad += 1

# sanity: intents have 4 questions with identical gold; all people gold somewhere
try:
    import yaml
    y = yaml.safe_load(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'))
    by = {}
    for q in y['questions']:
        by.setdefault(q['intent'], []).append(q)
    for k, qs in by.items():
        if len(qs) != 4 or len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            print('intent problem', k); bad += 1
    used = {g for q in y['questions'] for g in q['gold']}
    missing = set(y['people']) - used
    if missing:
        print('never gold:', missing); bad += 1
    unknown = used - set(y['people'])
    if unknown:
        print('unknown keys:', unknown); bad += 1
    print(f"{len(y['questions'])} questions, {len(by)} intents")
except ImportError:
    print('(pyyaml missing: skipped structure checks)')
print(f'{n} quotes checked, {bad} problems')
sys.exit(1 if bad else 0)
