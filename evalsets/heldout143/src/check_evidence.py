#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml against its CV file's text.

PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file (markdown ** dropped);
.jpg (phone photo): the pdftotext of the page before it was photographed, kept in src/p4/.
Matching ignores all whitespace (and NFKC-normalises). Also checks that each gold person has at least
one '+' quote from one of their own files, and that files are owned by exactly one person.
Run with the src/.venv python (needs python-docx). Exit 1 on any failure.
"""
import re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / 'cvs'
OWNERS = {
    '石奕航_射频工程师简历.pdf': 'SYH',
    'Maeve_Lindfield_CV.docx': 'ML',
    '盛子墨-后端开发.md': 'SZM',
    'zsofia_bakos_cv_2022.txt': 'ZB',
    'IMG_20261103_184512.jpg': 'ZB',
    'nurul_ain_hashim_cv.pdf': 'NAH',
}
PHOTO_TEXT = {'IMG_20261103_184512.jpg': ROOT / 'src/p4/zsofia_bakos_2026_page_text.txt'}


def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('**', '')
    return re.sub(r'\s+', '', s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding='utf-8')
    if p.suffix == '.pdf':
        return subprocess.run(['pdftotext', '-layout', str(p), '-'], capture_output=True, text=True, check=True).stdout
    if p.suffix == '.docx':
        import docx
        d = docx.Document(str(p))
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    return p.read_text(encoding='utf-8')


def main():
    fails = 0
    files = sorted(f.name for f in CVS.iterdir())
    for f in files:
        if f not in OWNERS:
            print('FAIL no owner for', f); fails += 1
    texts = {f: norm(text_of(f)) for f in files}
    lines = (ROOT / 'questions.yaml').read_text(encoding='utf-8').splitlines()
    pending = []
    nq = nquotes = 0
    started = False
    for i, line in enumerate(lines, 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.*)$', line)
        if m:
            sign, f, quote = m.groups()
            nquotes += 1
            if f not in texts:
                print(f'FAIL line {i}: unknown file {f}'); fails += 1
            elif norm(quote) not in texts[f]:
                print(f'FAIL line {i}: quote not in {f}: {quote}'); fails += 1
            pending.append((sign, f))
            continue
        m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\]\}', line)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(',') if g.strip()]
            plus_owners = {OWNERS.get(f) for s, f in pending if s == '+'}
            for g in gold:
                if g not in plus_owners:
                    print(f'FAIL line {i}: gold {g} has no + evidence'); fails += 1
            for s, f in pending:
                if s == '+' and OWNERS.get(f) not in gold:
                    print(f'FAIL line {i}: + evidence from {f} but {OWNERS.get(f)} not gold'); fails += 1
                if s == '-' and OWNERS.get(f) in gold:
                    print(f'FAIL line {i}: - trap from {f} names gold {OWNERS.get(f)}'); fails += 1
            if not gold and 'empty-gold' not in m.group(3):
                print(f'FAIL line {i}: empty gold without empty-gold tag'); fails += 1
            pending = []
    print(f'{nq} questions, {nquotes} evidence quotes, {fails} failures')
    sys.exit(1 if fails else 0)


if __name__ == '__main__':
    main()
