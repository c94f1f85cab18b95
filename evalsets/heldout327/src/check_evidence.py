#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** markers and PDF bullets ignored). Also sanity-checks the YAML."""
import re, subprocess, sys
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261104_0932.jpg": ROOT / "src" / "vanessa_tsoi_2026_photo_text.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def texts(name):
    if name in _cache:
        return _cache[name]
    f = CVS / name
    if not f.exists():
        sys.exit(f"missing file: {name}")
    out = []
    if name in PHOTO_TEXT:
        out.append(PHOTO_TEXT[name].read_text(encoding="utf-8"))
    elif f.suffix == ".pdf":
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, str(f), "-"], capture_output=True, text=True, check=True).stdout)
    elif f.suffix == ".docx":
        d = Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.extend(c.text for c in row.cells)
        for sec in d.sections:
            parts.extend(p.text for p in sec.header.paragraphs)
            parts.extend(p.text for p in sec.footer.paragraphs)
        out.append("\n".join(parts))
    else:
        out.append(f.read_text(encoding="utf-8"))
    _cache[name] = [norm(t) for t in out]
    return _cache[name]

def main():
    qpath = ROOT / "questions.yaml"
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    keys = set(data["people"])
    bad = 0; n = 0
    for ln, line in enumerate(qpath.read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if "." not in fname:
            continue  # a header comment line, not evidence
        n += 1
        if not any(norm(quote) in t for t in texts(fname)):
            bad += 1
            print(f"line {ln}: NOT FOUND in {fname}: {quote}")
    gold_seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                bad += 1; print("unknown key", k, "in", q["q"])
            gold_seen.add(k)
    for k in keys - gold_seen:
        print("WARNING: never gold:", k)
    print(f"{n} quotes checked, {bad} problems, {len(data['questions'])} questions")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
