#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text.
Text sources: pdftotext (default mode) for PDFs; python-docx paragraphs + table cells for DOCX;
raw file for .json/.txt/.md; for the phone photo (.jpg) the text of the page before it was
photographed (src/kz/page_text.txt). Matching ignores all whitespace and PDF bullets."""
import re, subprocess, sys, pathlib
import yaml
ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / 'cvs'
PHOTO_TEXT = {'IMG_20261102_184517.jpg': ROOT / 'src' / 'kz' / 'page_text.txt'}

def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(p)
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
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return '\n'.join(parts)
    return p.read_text(encoding='utf-8')

def norm(s):
    return re.sub(r'[\s•]+', '', s)

def main():
    qy = ROOT / 'questions.yaml'
    data = yaml.safe_load(qy.read_text(encoding='utf-8'))
    keys = set(data['people'])
    cache, bad, n = {}, 0, 0
    pending_plus = []
    for line in qy.read_text(encoding='utf-8').splitlines():
        m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$', line)
        if m:
            sign, fname, quote = m.groups()
            if not (CVS / fname).exists():
                continue
            n += 1
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
            if norm(quote) not in cache[fname]:
                bad += 1
                print(f'MISSING [{sign}] {fname}: {quote}')
            continue
    for q in data['questions']:
        for g in q['gold']:
            if g not in keys:
                bad += 1; print('unknown key', g, q['q'])
    gold_people = {g for q in data['questions'] for g in q['gold']}
    for k in keys - gold_people:
        bad += 1; print('never gold:', k)
    print(f'{n} quotes checked, {bad} problems, {len(data["questions"])} questions')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
