#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' evidence line in ../questions.yaml
occurs verbatim (whitespace-insensitive, NFKC, markdown */** and PDF bullets ignored) in the
text of its file under ../cvs. Also checks gold keys, 4 questions per intent with equal gold."""
import os, re, sys, subprocess, unicodedata, collections
import yaml, docx
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE); CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261102_093514.jpg': os.path.join(HERE, 'mi_ruolin', 'mi_ruolin_page_text.txt')}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding='utf-8').read()
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if fn.endswith('.docx'):
        d = docx.Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('**', '').replace('•', '')
    s = re.sub(r'(?<!\w)\*|\*(?!\w)', '', s)   # markdown emphasis markers
    s = s.replace('’', "'").replace('‘', "'")
    return re.sub(r'\s+', '', s)

def main():
    path = os.path.join(ROOT, 'questions.yaml')
    lines = open(path, encoding='utf-8').read().splitlines()
    cache, bad, n = {}, 0, 0
    for ln in lines:
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.*)$', ln)
        if not m: continue
        sign, fn, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fn)):
            print('MISSING FILE', fn); bad += 1; continue
        if fn not in cache: cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f'NOT FOUND [{sign}] {fn}: {quote}'); bad += 1
    d = yaml.safe_load(open(path, encoding='utf-8'))
    keys = set(d['people'])
    by = collections.defaultdict(list)
    for q in d['questions']:
        for g in q['gold']:
            if g not in keys: print('UNKNOWN KEY', g, q['q']); bad += 1
        by[q['intent']].append(q)
    for it, qs in by.items():
        if len(qs) != 4 or len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            print('INTENT PROBLEM', it); bad += 1
    gold_people = {g for q in d['questions'] for g in q['gold']}
    if keys - gold_people: print('NEVER GOLD', keys - gold_people); bad += 1
    print(f'{n} evidence quotes, {len(d["questions"])} questions, {len(by)} intents, {bad} problems')
    sys.exit(1 if bad else 0)
main()
