#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its CV file's text.
Comparison ignores all whitespace, markdown * markers and PDF bullets. PDF text: pdftotext in
default and -layout mode (a quote may match either). DOCX: python-docx paragraphs + table cells.
Also checks gold keys against people: and that every person is gold somewhere.
Run with src/.venv/bin/python src/check_evidence.py"""
import re, subprocess, sys, pathlib
import yaml  # noqa (pyyaml may be missing; fall back below)

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"

def norm(s):
    s = s.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def texts(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    out = []
    if p.suffix == ".pdf":
        for mode in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *mode, str(p), "-"], capture_output=True, text=True, check=True).stdout)
    elif p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        out.append("\n".join(parts))
    else:
        out.append(p.read_text(encoding="utf-8"))
    _cache[name] = [norm(t) for t in out]
    return _cache[name]

def main():
    src = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    bad = n = 0
    for ln, line in enumerate(src.splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json)):\s(.+)$", line)
        if not m:
            continue
        n += 1
        fname, quote = m.group(2), m.group(3).strip()
        if not (CVS / fname).exists():
            print(f"L{ln}: missing file {fname}"); bad += 1; continue
        if not any(norm(quote) in t for t in texts(fname)):
            print(f"L{ln}: NOT FOUND in {fname}: {quote}"); bad += 1
    data = yaml.safe_load(src)
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
            used.add(g)
    if keys - used:
        print("never gold:", keys - used); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
