#!/usr/bin/env python3
"""Self-check for heldout17/questions.yaml: every '# + file: quote' / '# - file: quote'
comment must occur (whitespace-insensitively) in the text of that file in cvs/.
PDF text = pdftotext (default and -layout both tried); .md/.txt = the raw file
(markdown ** markers ignored). Also checks gold keys, tags, and that every person is gold."""
import re, subprocess, sys, pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
TAGS = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier",
        "title", "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}

def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name not in _cache:
        p = CVS / name
        if not p.exists():
            _cache[name] = None
        elif p.suffix == ".pdf":
            a = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
            b = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
            _cache[name] = [norm(a), norm(b)]
        else:
            _cache[name] = [norm(p.read_text(encoding="utf-8"))]
    return _cache[name]

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    people = {}
    in_people = False
    for ln in lines:
        if ln.startswith("people:"):
            in_people = True; continue
        if in_people:
            m = re.match(r"\s+([A-Z]{2}):\s*\[", ln)
            if m: people[m.group(1)] = True
            elif not ln.startswith(" "): in_people = False
    bad, n_quotes, n_q, gold_seen, empty = 0, 0, 0, set(), 0
    pending = []
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|md|txt|docx)):\s*(.+)$", ln)
        if m:
            sign, fname, quote = m.groups()
            n_quotes += 1
            txts = text_of(fname)
            if txts is None:
                print(f"line {i}: no such file {fname}"); bad += 1
            elif not any(norm(quote) in t for t in txts):
                print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
            pending.append((sign, fname))
            continue
        q = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\]\}\s*$', ln)
        if q:
            n_q += 1
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            tags = [t.strip() for t in q.group(3).split(",") if t.strip()]
            for g in gold:
                if g not in people: print(f"line {i}: unknown key {g}"); bad += 1
                gold_seen.add(g)
            for t in tags:
                if t not in TAGS: print(f"line {i}: unknown tag {t}"); bad += 1
            if not gold:
                empty += 1
                if "empty-gold" not in tags: print(f"line {i}: empty gold without tag"); bad += 1
            if gold and not any(s == "+" for s, _ in pending):
                print(f"line {i}: gold but no + evidence"); bad += 1
            pending = []
        elif "{q:" in ln:
            print(f"line {i}: unparsed question line"); bad += 1
    for k in people:
        if k not in gold_seen: print(f"person {k} is never gold"); bad += 1
    print(f"{n_q} questions ({empty} empty-gold), {n_quotes} quotes, {len(people)} people, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
