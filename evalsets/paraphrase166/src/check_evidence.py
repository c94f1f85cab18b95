"""Self-check for paraphrase166: every +/- evidence quote must occur (whitespace-insensitive,
markdown */# markers ignored) in its file's text; intents must have 4 questions (2 en + 2 zh)
with the same gold; gold keys must be people; every person must be gold somewhere."""
import json, os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, 'cvs')
PHOTO_TEXT = {'IMG_20261102_183544.jpg': os.path.join(HERE, 'mao_yucheng_2026_page.txt')}


def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding='utf-8').read()
    p = os.path.join(CVS, name)
    if name.endswith('.pdf'):
        return subprocess.run(['pdftotext', p, '-'], capture_output=True, text=True, check=True).stdout
    if name.endswith('.docx'):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return '\n'.join(parts)
    return open(p, encoding='utf-8').read()


def norm(s):
    return re.sub(r'[\s*#]+', '', s)


def main():
    src = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read()
    cache, bad, n = {}, 0, 0
    for ln, line in enumerate(src.splitlines(), 1):
        m = re.match(r'\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$', line)
        if not m:
            continue
        fname, quote = m.group(2), m.group(3)
        if fname not in cache:
            if fname not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, fname)):
                print(f'line {ln}: no such file {fname}'); bad += 1; continue
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f'line {ln}: NOT FOUND in {fname}: {quote}'); bad += 1
    data = yaml.safe_load(src)
    people = data['people']
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q in data['questions']:
        for k in q['gold']:
            if k not in people:
                print('unknown gold key', k, q['q']); bad += 1
            gold_people.add(k)
        by_intent[q['intent']].append(q)
    for it, qs in by_intent.items():
        zh = sum(bool(re.search(r'[\u4e00-\u9fff]', q['q'])) for q in qs)
        golds = {tuple(sorted(q['gold'])) for q in qs}
        if len(qs) != 4 or zh != 2 or len(golds) != 1:
            print(f'intent {it}: {len(qs)} questions, {zh} zh, golds {golds}'); bad += 1
    for k in people:
        if k not in gold_people:
            print('person never gold:', k); bad += 1
    print(f'{n} quotes checked, {len(by_intent)} intents, {len(data["questions"])} questions, {bad} problems')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
