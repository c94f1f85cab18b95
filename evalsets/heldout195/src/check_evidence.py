#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line in questions.yaml against the file's text.
Text sources: pdftotext (PDF), python-docx body + table-cell paragraphs (DOCX), the file (md/txt),
src/wc/wren_castellane_2026_page.txt for the photographed page (.jpg). Whitespace is ignored,
Markdown ** / * markers are removed, NFKC applied. Also checks: every gold key has a '+' line in
the comments above its question, every person is gold somewhere, and gold keys are in people:."""
import re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {"ingrid_vaaler.pdf": "IV", "yan_keqin_zh.pdf": "YKQ", "邝静远_简历.md": "KJY",
          "Lukas_Oberhuber_CV.docx": "LO", "wren_castellane_cv_2022.txt": "WC", "wren_castellane_cv_2026.jpg": "WC"}
PHOTO_TEXT = {"wren_castellane_cv_2026.jpg": ROOT / "src/wc/wren_castellane_2026_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [q.text for q in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts += [q.text for q in c.paragraphs]
        for s in d.sections:
            parts += [q.text for q in s.header.paragraphs] + [q.text for q in s.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    import yaml
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    people = set(data["people"])
    fails, n_ev, pending = [], 0, []
    gold_seen = set()
    for ln, line in enumerate(raw.splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|jpg)):\s*(.+?)\s*$", line)
        if m:
            sign, f, quote = m.groups()
            n_ev += 1
            try:
                ok = norm(quote) in text_of(f)
            except FileNotFoundError:
                fails.append(f"line {ln}: no such file {f}"); continue
            if not ok:
                fails.append(f"line {ln}: quote not found in {f}: {quote}")
            pending.append((sign, f))
            continue
        m = re.match(r"\s*-\s*\{q:", line)
        if m:
            q = yaml.safe_load(line.strip()[2:])
            gold = q["gold"]
            for k in gold:
                if k not in people:
                    fails.append(f"line {ln}: unknown key {k}")
                gold_seen.add(k)
            plus = [f for s, f in pending if s == "+"]
            for k in gold:
                if k not in {OWNERS.get(f) for f in plus}:
                    fails.append(f"line {ln}: gold {k} has no + evidence")
            pending = []
    for k in people - gold_seen:
        fails.append(f"person {k} is never gold")
    n_q = len(data["questions"])
    print(f"{n_q} questions, {n_ev} evidence lines, {len(fails)} failures")
    for f in fails:
        print("FAIL", f)
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
