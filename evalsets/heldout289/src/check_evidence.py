#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml against its CV file's text.
Text: pdftotext for PDF, python-docx paragraphs + table cells for DOCX, the file for md/txt,
and for the phone photo the page text saved in src/ before it became a photo.
Comparison ignores whitespace, markdown ** / * markers and NFKC differences.
Also checks that each gold member has a '+' line from one of their own files, that every '+'
line comes from a gold member's file, and that every person is gold somewhere."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import docx, yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / 'cvs'
PHOTO_TEXT = {'戚砚南_简历_2026.jpg': ROOT / 'src/qiyannan/qi_yannan_2026_page.txt'}
OWNERS = {
    'nkechi_wolstenholme_cv.pdf': 'NW',
    '彭屿森_嵌入式固件_简历.pdf': 'PYS',
    '甘若汀_用户研究.docx': 'GRT',
    'keala_morishige_cv.md': 'KM',
    '戚砚南_简历_2022.txt': 'QYN',
    '戚砚南_简历_2026.jpg': 'QYN',
}

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('**', '').replace('*', '')
    return re.sub(r'\s+', '', s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding='utf-8')
    elif p.suffix == '.pdf':
        t = subprocess.run(['pdftotext', str(p), '-'], capture_output=True, text=True, check=True).stdout
    elif p.suffix == '.docx':
        d = docx.Document(str(p))
        parts = [q.text for q in d.paragraphs]
        for tb in d.tables:
            for r in tb.rows:
                for c in r.cells:
                    parts.append(c.text)
        t = '\n'.join(parts)
    else:
        t = p.read_text(encoding='utf-8')
    _cache[name] = norm(t)
    return _cache[name]

def main():
    lines = (ROOT / 'questions.yaml').read_text(encoding='utf-8').splitlines()
    data = yaml.safe_load('\n'.join(lines))
    assert set(OWNERS) == {f.name for f in CVS.iterdir()}, 'OWNERS does not match cvs/'
    fails = 0
    ev = []
    nq = 0
    for ln in lines:
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*)$', ln)
        if m:
            ev.append(m.groups())
            continue
        m = re.match(r'\s*-\s*\{q:', ln)
        if m:
            q = data['questions'][nq]; nq += 1
            gold = set(q['gold'])
            plus_owners = set()
            for sign, f, quote in ev:
                if f not in OWNERS:
                    print('UNKNOWN FILE', f); fails += 1; continue
                if norm(quote) not in text_of(f):
                    print(f'MISSING [{q["q"]}] {sign} {f}: {quote}'); fails += 1
                if sign == '+':
                    plus_owners.add(OWNERS[f])
                    if OWNERS[f] not in gold:
                        print(f'+ LINE FOR NON-GOLD [{q["q"]}] {f}'); fails += 1
            for g in gold - plus_owners:
                print(f'NO EVIDENCE [{q["q"]}] for {g}'); fails += 1
            ev = []
    assert nq == len(data['questions'])
    people = set(data['people'])
    used = set(k for q in data['questions'] for k in q['gold'])
    if people - used:
        print('NEVER GOLD:', people - used); fails += 1
    print(f'{nq} questions checked, {fails} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
