"""Self-check for heldout129: every '# + file: quote' / '# - file: quote' comment in questions.yaml
must occur verbatim (whitespace-insensitive) in the text of its CV file; gold keys must be known people."""
import re, sys, pathlib
import yaml
from extract import text_of, CVS
ROOT = pathlib.Path(__file__).resolve().parent.parent
norm = lambda s: re.sub(r'\s+', '', s)
lines = (ROOT / 'questions.yaml').read_text(encoding='utf-8').splitlines()
cache, bad, n = {}, 0, 0
start = lines.index('questions:')
for i, line in enumerate(lines, 1):
    if i <= start:
        continue
    m = re.match(r'\s*#\s*([+-])\s+(\S+?):\s+(.*)$', line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    if not (CVS / fname).exists():
        print(f'line {i}: no such file {fname}'); bad += 1; continue
    if fname not in cache:
        cache[fname] = norm(text_of(fname))
    n += 1
    if norm(quote) not in cache[fname]:
        print(f'line {i}: NOT FOUND in {fname}: {quote}'); bad += 1
data = yaml.safe_load((ROOT / 'questions.yaml').read_text(encoding='utf-8'))
keys = set(data['people'])
used = set()
for q in data['questions']:
    for g in q['gold']:
        if g not in keys:
            print('unknown key', g, q['q']); bad += 1
        used.add(g)
if keys - used:
    print('never gold:', keys - used); bad += 1
print(f'{n} quotes checked, {len(data["questions"])} questions, {bad} problems')
sys.exit(1 if bad else 0)
