#!/usr/bin/env python3
"""Self-check for paraphrase76/questions.yaml: every '+'/'-' evidence quote must occur (whitespace-
insensitive) in its file's text; gold keys must exist; the 4 phrasings of an intent share one gold;
every person is gold somewhere and every gold person has a '+' quote in one of their files."""
import os, re, subprocess, sys, json, collections
import yaml, docx
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261103_214512.jpg': os.path.join(HERE, 'liao_xingyan_photo_page.txt')}
OWNER = {'yuwen_tang_cv.pdf': 'YT', '蒲宛如_数据开发_简历.pdf': 'PW', 'Callum_Strachan_VPE.pdf': 'CS',
         '裴晨光_采购负责人.docx': 'PC', 'cv_compliance_2026.docx': 'FB', 'ottavia_brenner_2022.md': 'OB',
         'ottavia-brenner.resume.json': 'OB', '涂佳禾-2026届-客户端.txt': 'TJ', 'IMG_20261103_214512.jpg': 'LX'}

def norm(s):
    return re.sub(r'\s+', '', s)

def texts(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fn], encoding='utf-8').read()]
    if fn.endswith('.pdf'):
        return [subprocess.run(['pdftotext'] + a + [path, '-'], capture_output=True, text=True, check=True).stdout
                for a in ([], ['-layout'])]
    if fn.endswith('.docx'):
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [p.text for p in s.footer.paragraphs] + [p.text for p in s.header.paragraphs]
        return ['\n'.join(parts)]
    raw = open(path, encoding='utf-8').read()
    if fn.endswith('.md'):
        return [raw, re.sub(r'\*\*|\*|(?<!\w)_|_(?!\w)', '', raw)]
    return [raw]

def main():
    qpath = os.path.join(ROOT, 'questions.yaml')
    lines = open(qpath, encoding='utf-8').read().splitlines()
    data = yaml.safe_load('\n'.join(lines))
    people = data['people']
    cache, bad, n = {}, 0, 0
    plus_for = collections.defaultdict(set)
    start = lines.index('questions:')
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s(.+)$', line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        if fn not in OWNER:
            print(f'line {i}: unknown file {fn}'); bad += 1; continue
        if fn not in cache:
            cache[fn] = [norm(t) for t in texts(fn)]
        n += 1
        if not any(norm(quote) in t for t in cache[fn]):
            print(f'line {i}: NOT FOUND in {fn}: {quote}'); bad += 1
        elif sign == '+':
            plus_for[OWNER[fn]].add(i)
    gold_by_intent = collections.defaultdict(list)
    gold_any = set()
    # map each question to the '+' owners in the comment block above it
    block_owners = set()
    for i, line in enumerate(lines, 1):
        m = re.match(r'\s*#\s*\+\s+(\S+?):\s', line)
        if m and m.group(1) in OWNER:
            block_owners.add(OWNER[m.group(1)])
        if re.match(r'\s*# -{5,}', line):
            block_owners = set()
        if line.lstrip().startswith('- {q:'):
            q = yaml.safe_load(line.strip()[2:])
            for g in q['gold']:
                if g not in people:
                    print(f'line {i}: unknown gold key {g}'); bad += 1
                if g not in block_owners:
                    print(f'line {i}: gold {g} has no + quote above'); bad += 1
            gold_by_intent[q['intent']].append(tuple(sorted(q['gold'])))
            gold_any |= set(q['gold'])
    for intent, golds in gold_by_intent.items():
        if len(golds) != 4 or len(set(golds)) != 1:
            print(f'intent {intent}: {len(golds)} questions, golds differ: {set(golds)}'); bad += 1
    for k in people:
        if k not in gold_any:
            print(f'person {k} is gold nowhere'); bad += 1
    print(f'{n} quotes checked, {len(data["questions"])} questions, {len(gold_by_intent)} intents, {bad} problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
