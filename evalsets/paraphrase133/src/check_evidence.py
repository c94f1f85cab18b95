#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' comment in ../questions.yaml occurs
verbatim (whitespace-insensitive; markdown ** and * markers ignored) in the text of its file."""
import os, re, sys, json, subprocess
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')

def text_of(name):
    p = os.path.join(CVS, name)
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True).stdout
    if name.endswith('.docx'):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    if name.endswith('.jpg'):
        return open(os.path.join(HERE, name.rsplit('.', 1)[0] + '.page.txt'), encoding='utf-8').read()
    return open(p, encoding='utf-8').read()

def norm(s):
    s = s.replace('**', '').replace('*', '').replace('•', '')
    return re.sub(r'\s+', '', s)

def main():
    y = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read()
    cache, bad, n = {}, 0, 0
    files = set(os.listdir(CVS))
    started = False
    for i, line in enumerate(y.splitlines(), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$', line)
        if not m:
            continue
        sign, f, quote = m.groups()
        if f not in files:
            print(f'line {i}: unknown file {f}'); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            print(f'line {i}: NOT FOUND in {f}: {quote}'); bad += 1
    # structure checks
    import yaml
    data = yaml.safe_load(y)
    keys = set(data['people'])
    intents = {}
    for q in data['questions']:
        assert set(q['gold']) <= keys, q
        intents.setdefault(q['intent'], []).append(q)
    for k, qs in intents.items():
        golds = {tuple(sorted(q['gold'])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print('intent problem', k, len(qs), golds); bad += 1
    used = set(k for q in data['questions'] for k in q['gold'])
    if keys - used:
        print('never gold:', keys - used); bad += 1
    print(f'{n} quotes checked, {len(data["questions"])} questions, {len(intents)} intents, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
