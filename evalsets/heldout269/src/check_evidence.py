#!/usr/bin/env python3
"""Self-check for heldout269/questions.yaml.

For every question: each '# + file: quote' / '# - file: quote' comment above it must occur in the text of
that file (whitespace-insensitive, NFKC, markdown ** and bullets ignored); every gold person must have a
'+' line from one of their own files; '+' lines must come from gold people's files and '-' lines from
non-gold people's files; empty-gold questions have no '+' lines. Exit 1 on any failure.
Text sources: PDF -> pdftotext; DOCX -> python-docx paragraphs and table cells; md/txt -> the file;
the phone photo .jpg -> src/vet/fenella_gorringe_cv_2026_page_text.txt (pdftotext of the page before it
was photographed)."""
import os, re, sys, subprocess, unicodedata
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
OWNER = {
    'kasimir_hollenbeck_cv.pdf': 'KH',
    '刁振霖_简历.pdf': 'DZL',
    'ingrid_valcourt_resume.docx': 'IV',
    '区婉仪_供应链管理.md': 'OWY',
    'fenella_gorringe_cv_2021.txt': 'FG',
    'fenella_gorringe_cv_2026.jpg': 'FG',
}

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True, check=True).stdout
    if fn.endswith('.docx'):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts += [p.text for p in c.paragraphs]
        return '\n'.join(parts)
    if fn.endswith('.jpg'):
        return open(os.path.join(HERE, 'vet', 'fenella_gorringe_cv_2026_page_text.txt'), encoding='utf-8').read()
    return open(path, encoding='utf-8').read()

def norm(s):
    s = unicodedata.normalize('NFKC', s)
    s = s.replace('**', '').replace('•', '')
    return re.sub(r'\s+', '', s)

def main():
    texts = {fn: norm(text_of(fn)) for fn in OWNER}
    assert set(OWNER) == set(os.listdir(CVS)), 'cvs/ content differs from OWNER map'
    data = yaml.safe_load(open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8'))
    keys = set(data['people'])
    lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().split('\n')
    qs, pending = [], []
    for ln in lines:
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.*)$', ln)
        if m and ln.lstrip().startswith('#') and m.group(2) in OWNER:
            pending.append((m.group(1), m.group(2), m.group(3).strip()))
        elif re.match(r'\s*-\s*\{q:', ln):
            qs.append(pending); pending = []
    fails = 0
    assert len(qs) == len(data['questions']), (len(qs), len(data['questions']))
    gold_people = set()
    for i, (ev, q) in enumerate(zip(qs, data['questions']), 1):
        gold = set(q['gold']); gold_people |= gold
        assert gold <= keys, q
        have = set()
        for sign, fn, quote in ev:
            if norm(quote) not in texts[fn]:
                print(f'Q{i} MISSING in {fn}: {quote}'); fails += 1
            who = OWNER[fn]
            if sign == '+':
                if who not in gold:
                    print(f'Q{i} + line from non-gold {who}: {quote}'); fails += 1
                have.add(who)
            elif who in gold:
                print(f'Q{i} - line names gold member {who}: {quote}'); fails += 1
        for g in gold - have:
            print(f'Q{i} gold {g} has no + evidence: {q["q"]}'); fails += 1
        if not gold and 'empty-gold' not in q['tags']:
            print(f'Q{i} empty gold without empty-gold tag'); fails += 1
    for k in keys - gold_people:
        print(f'person {k} is never gold'); fails += 1
    n_ev = sum(len(e) for e in qs)
    print(f'{len(qs)} questions, {n_ev} evidence lines, {fails} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
