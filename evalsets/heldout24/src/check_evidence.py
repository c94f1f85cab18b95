#!/usr/bin/env python3
"""Self-check: every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that
file's text (whitespace-insensitive; markdown ** / * markers ignored). Also checks gold keys."""
import os, re, subprocess, sys
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith('.pdf'):
        # accept a quote found in either pdftotext reading order (raw or -layout)
        raw = subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
        lay = subprocess.run(['pdftotext', '-layout', p, '-'], capture_output=True, text=True).stdout
        return raw + '\n\u0000\n' + lay
    if fn.endswith('.docx'):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()

def norm(s):
    s = s.replace('**', '').replace('*', '')
    return re.sub(r'\s+', '', s)

def main():
    src = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read()
    cache, bad, n = {}, 0, 0
    for line in src.splitlines():
        m = re.match(r'\s*#\s*([+-])\s+([^:]+\.(?:pdf|docx|md|txt)):\s*(.+)$', line)
        if not m:
            continue
        n += 1
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if fn not in cache:
            if not os.path.exists(os.path.join(CVS, fn)):
                print('MISSING FILE', fn); bad += 1; continue
            cache[fn] = norm(text_of(fn))
        if norm(quote) not in cache[fn]:
            print('NOT FOUND', fn, '::', quote); bad += 1
    data = yaml.safe_load(src)
    keys = set(data['people'])
    used = set()
    for q in data['questions']:
        for k in q['gold']:
            if k not in keys:
                print('UNKNOWN KEY', k, q['q']); bad += 1
            used.add(k)
    if keys - used:
        print('NEVER GOLD', keys - used); bad += 1
    print(f'{n} quotes, {len(data["questions"])} questions, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
