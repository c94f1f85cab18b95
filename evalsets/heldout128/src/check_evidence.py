#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' evidence line in questions.yaml occurs
verbatim (whitespace-insensitive; markdown ** markers, PDF bullets and middle dots ignored) in the
text of cvs/<file>. PDFs: pdftotext (plain and -layout); DOCX: python-docx paragraphs and table
cells; everything else: the raw file. Also checks the YAML structure and gold keys."""
import re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"

def norm(s):
    s = s.replace("**", "").replace("•", "").replace("・", "").replace("·", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    f = CVS / name
    if f.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", str(f), "-"], capture_output=True, text=True).stdout
    elif f.suffix == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = f.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    bad = 0
    n = 0
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json)):\s(.+)$", line)
        if not m:
            continue
        n += 1
        fname, quote = m.group(2), m.group(3)
        if not (CVS / fname).exists():
            print(f"line {i}: missing file {fname}"); bad += 1; continue
        if norm(quote) not in text_of(fname):
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    try:
        import yaml
        y = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
        keys = set(y["people"])
        gold_seen = set()
        for q in y["questions"]:
            for k in q["gold"]:
                if k not in keys:
                    print("unknown gold key", k, q["q"]); bad += 1
                gold_seen.add(k)
        if keys - gold_seen:
            print("never gold:", keys - gold_seen); bad += 1
        print(f"{len(y['questions'])} questions, {sum(1 for q in y['questions'] if not q['gold'])} empty-gold")
    except ImportError:
        print("(pyyaml not installed: structure not checked)")
    print(f"{n} evidence quotes checked, {bad} problems")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
