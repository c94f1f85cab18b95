#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC). Also checks every gold person has a '+' line and every
person is gold somewhere. Exit 1 on failure."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20251014_183422.jpg': os.path.join(HERE, 'liv_marchbanks_photo_page.txt')}

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('**', '').replace('•', '')
    return re.sub(r'\s+', '', s)

_cache = {}
def texts(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    out = []
    if fn in PHOTO_TEXT:
        out.append(open(PHOTO_TEXT[fn], encoding='utf-8').read())
    elif fn.endswith('.pdf'):
        for args in ([], ['-layout'], ['-raw']):
            out.append(subprocess.run(['pdftotext', *args, p, '-'], capture_output=True, text=True).stdout)
    elif fn.endswith('.docx'):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append(' '.join(c.text for c in row.cells))
                parts.extend(c.text for c in row.cells)
        out.append('\n'.join(parts))
    else:
        out.append(open(p, encoding='utf-8').read())
    _cache[fn] = [norm(t) for t in out]
    return _cache[fn]

def main():
    path = os.path.join(ROOT, 'questions.yaml')
    lines = open(path, encoding='utf-8').read().splitlines()
    data = yaml.safe_load('\n'.join(lines))
    owner = {}  # file -> person key, from filenames
    owner.update({'yan_shulang_cv.pdf': 'YS', '阎书朗_简历.docx': 'YS', 'qin_zijin_resume.pdf': 'QZ',
                  'IMG_20251014_183422.jpg': 'LM', 'declan_wrzesniewski.md': 'DW',
                  'chu_nianzhen_2027届.txt': 'CN'})
    assert set(owner) == set(os.listdir(CVS)), (set(owner), set(os.listdir(CVS)))
    fails = 0; n = 0; pending = []; qi = 0; golds_seen = set()
    started = False
    for ln in lines:
        if ln.startswith('questions:'):
            started = True
        if not started:
            continue
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*)$', ln)
        if m:
            pending.append(m.groups()); continue
        if re.match(r'\s*- \{q:', ln):
            q = data['questions'][qi]; qi += 1
            gold = set(q['gold']); golds_seen |= gold
            plus_people = set()
            for sign, fn, quote in pending:
                n += 1
                if fn not in owner:
                    print('UNKNOWN FILE', fn); fails += 1; continue
                if not any(norm(quote) in t for t in texts(fn)):
                    print(f'NOT FOUND [{fn}] {quote!r}  (q: {q["q"]})'); fails += 1
                if sign == '+':
                    plus_people.add(owner[fn])
                    if owner[fn] not in gold:
                        print(f'+ line for non-gold {owner[fn]} in q: {q["q"]}'); fails += 1
                elif owner[fn] in gold and not any(s == '+' and owner[f] == owner[fn] for s, f, _ in pending):
                    print(f'- line names gold member {owner[fn]} in q: {q["q"]}'); fails += 1
            for g in gold - plus_people:
                print(f'gold {g} has no + evidence in q: {q["q"]}'); fails += 1
            pending = []
    missing = set(data['people']) - golds_seen
    if missing:
        print('people never gold:', missing); fails += 1
    print(f'{qi} questions, {n} evidence lines, {fails} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
