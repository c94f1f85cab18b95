#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive) in that file's text. Also sanity-checks gold keys and tags."""
import json, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / 'cvs'
PHOTO_TEXT = {'nabila_cv_2026.jpg': ROOT / 'src/speech/nabila_haque_cv_2026_page_text.txt'}
TAGS = {'employer', 'school', 'degree', 'skill', 'topic', 'period', 'time/role', 'years', 'tier',
        'title', 'conjunctive', 'cross-lingual', 'empty-gold', 'paraphrase'}

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding='utf-8')
    if p.suffix == '.pdf':
        return subprocess.run(['pdftotext', str(p), '-'], capture_output=True, text=True, check=True).stdout
    if p.suffix == '.docx':
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return '\n'.join(parts)
    return p.read_text(encoding='utf-8')

def norm(s):
    return re.sub(r'\s+', '', s)

def main():
    cache, bad, n = {}, 0, 0
    lines = (ROOT / 'questions.yaml').read_text(encoding='utf-8').splitlines()
    for i, line in enumerate(lines, 1):
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*)$', line)
        if not m:
            continue
        _, fname, quote = m.groups()
        if not (CVS / fname).exists():
            print(f'L{i}: missing file {fname}'); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f'L{i}: NOT FOUND in {fname}: {quote}'); bad += 1
    import yaml
    y = yaml.safe_load((ROOT / 'questions.yaml').read_text(encoding='utf-8'))
    keys = set(y['people'])
    seen = set()
    for q in y['questions']:
        for k in q['gold']:
            if k not in keys:
                print('unknown key', k, q['q']); bad += 1
            seen.add(k)
        for t in q['tags']:
            if t not in TAGS:
                print('unknown tag', t, q['q']); bad += 1
        if (not q['gold']) != ('empty-gold' in q['tags']):
            print('empty-gold tag mismatch', q['q']); bad += 1
    if seen != keys:
        print('never gold:', keys - seen); bad += 1
    print(f'{n} quotes checked, {len(y["questions"])} questions, {bad} problems')
    return 1 if bad else 0

if __name__ == '__main__':
    sys.exit(main())
