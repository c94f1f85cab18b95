"""Checks every '# + file: quote' / '# - file: quote' line of questions.yaml against the file's text.
Text: pdftotext (raw and -layout) for PDFs, python-docx paragraphs + table cells for DOCX, string
values for JSON, the file itself for .txt, and src/qy/page_text.txt for the photographed page.
Comparison ignores all whitespace and applies NFKC. Also checks: every gold key is in people:,
every non-empty gold member has at least one '+' line in a file that belongs to them, and no '-'
line's file belongs only to a gold member... (traps may be on gold people's other facts, so only
reported as info). Exit 1 on failure."""
import json, re, subprocess, sys, unicodedata, pathlib
import yaml  # noqa  (PyYAML; falls back below if missing)
ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / 'cvs'
OWNER = {'imke_vosberg_cv.pdf': 'IV', 'Sigrid_Vallenby_CV.docx': 'SV', 'catriona_mabbutt.resume.json': 'CM',
         '廉可昕_SoC验证_简历.pdf': 'LK', '郦可韵_简历_2022.txt': 'KY', 'IMG_20261103_184512.jpg': 'KY'}
def norm(s): return re.sub(r'\s+', '', unicodedata.normalize('NFKC', s)).replace('•', '')
def json_strings(o):
    if isinstance(o, dict): return ' '.join(json_strings(v) for v in o.values())
    if isinstance(o, list): return ' '.join(json_strings(v) for v in o)
    return o if isinstance(o, str) else ''
def texts(name):
    p = CVS / name
    if name.endswith('.pdf'):
        return [subprocess.run(['pdftotext'] + a + [str(p), '-'], capture_output=True, text=True).stdout
                for a in ([], ['-layout'])]
    if name.endswith('.docx'):
        import docx
        d = docx.Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows: parts += [c.text for c in r.cells]
        return ['\n'.join(parts)]
    if name.endswith('.json'): return [json_strings(json.loads(p.read_text()))]
    if name.endswith('.jpg'): return [(ROOT / 'src/qy/page_text.txt').read_text()]
    return [p.read_text()]
cache = {}
fails = 0; n = 0
lines = (ROOT / 'questions.yaml').read_text().splitlines()
pending = []
data = yaml.safe_load((ROOT / 'questions.yaml').read_text())
people = data['people']
qi = 0
started = False
for ln in lines:
    if ln.startswith('questions:'): started = True; continue
    if not started: continue
    m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*)$', ln)
    if m:
        pending.append(m.groups()); continue
    if re.match(r'\s*- \{q:', ln):
        q = data['questions'][qi]; qi += 1
        plus_owners = set()
        for sign, f, quote in pending:
            n += 1
            if f not in OWNER: print('UNKNOWN FILE', f); fails += 1; continue
            if f not in cache: cache[f] = [norm(t) for t in texts(f)]
            if not any(norm(quote) in t for t in cache[f]):
                print(f'FAIL [{q["q"]}] {sign} {f}: {quote}'); fails += 1
            if sign == '+': plus_owners.add(OWNER[f])
            elif OWNER[f] in q['gold'] and not any(s == '+' and OWNER[g] == OWNER[f] for s, g, _ in pending):
                print(f'FAIL trap names gold member without support [{q["q"]}]'); fails += 1
        for g in q['gold']:
            if g not in people: print('UNKNOWN KEY', g); fails += 1
            if g not in plus_owners: print(f'FAIL no + evidence for {g} in [{q["q"]}]'); fails += 1
        for o in plus_owners - set(q['gold']):
            print(f'FAIL + evidence for non-gold {o} in [{q["q"]}]'); fails += 1
        pending = []
assert qi == len(data['questions']), (qi, len(data['questions']))
golds = {g for q in data['questions'] for g in q['gold']}
for k in people:
    if k not in golds: print('FAIL never gold:', k); fails += 1
print(f'{n} evidence lines, {len(data["questions"])} questions, {fails} failures')
sys.exit(1 if fails else 0)
