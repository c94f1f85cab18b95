#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its CV file's text
(whitespace-insensitive; markdown ** and PDF bullets ignored). Also checks the intent structure:
8 intents x 4 questions, same gold within an intent, every person gold somewhere."""
import os, re, subprocess, sys, collections
import yaml
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')


def norm(s):
    s = s.replace('**', '').replace('•', '')
    return re.sub(r'\s+', '', s)


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if fn.endswith('.docx'):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for sec in d.sections:
            parts += [x.text for x in sec.header.paragraphs] + [x.text for x in sec.footer.paragraphs]
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()


def main():
    qpath = os.path.join(ROOT, 'questions.yaml')
    lines = open(qpath, encoding='utf-8').read().splitlines()
    texts = {fn: norm(text_of(fn)) for fn in os.listdir(CVS)}
    bad = 0
    n = 0
    for i, line in enumerate(lines, 1):
        m = re.match(r'\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt)):\s(.*)$', line)
        if not m:
            continue
        n += 1
        sign, fn, quote = m.groups()
        if fn not in texts:
            print(f'line {i}: unknown file {fn}'); bad += 1; continue
        if norm(quote) not in texts[fn]:
            print(f'line {i}: NOT FOUND in {fn}: {quote}'); bad += 1
    data = yaml.safe_load(open(qpath, encoding='utf-8'))
    people = data['people']
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q in data['questions']:
        by_intent[q['intent']].append(q)
        for k in q['gold']:
            if k not in people:
                print('unknown key', k, q['q']); bad += 1
            gold_people.add(k)
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q['gold'])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print('intent problem', it, len(qs), golds); bad += 1
        zh = sum(bool(re.search(r'[\u4e00-\u9fff]', q['q'])) for q in qs)
        if zh != 2:
            print('intent language mix problem', it, zh); bad += 1
        if ('empty-gold' in qs[0]['tags']) != (not qs[0]['gold']):
            print('empty-gold tag mismatch', it); bad += 1
    missing = set(people) - gold_people
    if missing:
        print('never gold:', missing); bad += 1
    print(f'{n} quotes, {len(data["questions"])} questions, {len(by_intent)} intents, {bad} problems')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
