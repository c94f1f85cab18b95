"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values,
the file itself for .md/.txt (markdown ** and * markers removed); the photo .jpg uses
src/tu_minghan_page1.txt. Comparison ignores all whitespace and applies NFKC.
Also checks: every question has 4 siblings per intent with identical gold, every gold
person has a '+' line in the block, no '-' line is the only evidence, and every person is gold somewhere."""
import json, os, re, subprocess, sys, unicodedata, collections
import yaml  # provided by the venv below if missing
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); CVS = os.path.join(ROOT, 'cvs')
PHOTO = {'IMG_20260412_093317.jpg': os.path.join(HERE, 'tu_minghan_page1.txt')}
OWNER = {'ewan_kilbride_cv.pdf': 'EK', '卜清嘉-简历.docx': 'BQ', 'wenxuan_lyu_resume.pdf': 'WL',
         '宓晓澄_工艺工程师.pdf': 'MX', 'fenna_oudejans.md': 'FO', '匡雅岚_简历.txt': 'KY',
         'Corwin_Eastlake_CV_2026.docx': 'CE', 'corwin_eastlake_resume_2023.json': 'CE',
         'IMG_20260412_093317.jpg': 'TM'}

def norm(s):
    s = unicodedata.normalize('NFKC', s).replace('*', '')
    return re.sub(r'\s+', '', s)

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO: return open(PHOTO[fn], encoding='utf-8').read()
    if fn.endswith('.pdf'): return subprocess.run(['pdftotext', path, '-'], capture_output=True, text=True).stdout
    if fn.endswith('.docx'):
        import docx
        d = docx.Document(path); parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return '\n'.join(parts)
    if fn.endswith('.json'):
        out = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): out.append(o)
        walk(json.load(open(path, encoding='utf-8'))); return '\n'.join(out)
    return open(path, encoding='utf-8').read()

def main():
    assert set(OWNER) == set(os.listdir(CVS)), sorted(set(os.listdir(CVS)) ^ set(OWNER))
    texts = {fn: norm(text_of(fn)) for fn in OWNER}
    lines = open(os.path.join(ROOT, 'questions.yaml'), encoding='utf-8').read().splitlines()
    data = yaml.safe_load('\n'.join(lines))
    fails = []; block = []; qi = 0; intents = collections.defaultdict(list); gold_any = set()
    started = False
    for ln in lines:
        if ln.startswith('questions:'): started = True
        if not started: continue
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$', ln)
        if m:
            sign, fn, quote = m.groups()
            if fn not in texts: fails.append(f'unknown file {fn}: {ln}'); continue
            if norm(quote) not in texts[fn]: fails.append(f'quote not found in {fn}: {quote}')
            block.append((sign, fn)); continue
        if re.match(r'\s*-\s*\{q:', ln):
            q = data['questions'][qi]; qi += 1
            gold = set(q['gold']); gold_any |= gold
            plus = {OWNER[fn] for s, fn in block if s == '+'}
            minus = {OWNER[fn] for s, fn in block if s == '-'}
            for g in gold - plus: fails.append(f'no + evidence for {g}: {q["q"]}')
            for g in plus - gold: fails.append(f'+ evidence for non-gold {g}: {q["q"]}')
            if not gold and plus: fails.append(f'empty gold with + lines: {q["q"]}')
            intents[q['intent']].append(q)
        elif ln.strip().startswith('# ====='):
            block = []
    assert qi == len(data['questions'])
    for k, qs in intents.items():
        if len(qs) != 4: fails.append(f'{k}: {len(qs)} questions')
        if len({tuple(sorted(q['gold'])) for q in qs}) != 1: fails.append(f'{k}: gold differs')
    for p in data['people']:
        if p not in gold_any: fails.append(f'{p} never gold')
    for f in fails: print('FAIL', f)
    n = sum(1 for ln in lines[[i for i, l in enumerate(lines) if l.startswith('questions:')][0]:] if re.match(r'\s*#\s*[+-]\s', ln))
    print(f'{n} evidence lines, {qi} questions, {len(intents)} intents, {len(fails)} failures')
    sys.exit(1 if fails else 0)

if __name__ == '__main__':
    main()
