#!/usr/bin/env python3
"""Check every +/- evidence quote in ../questions.yaml occurs in its file's text (whitespace-insensitive).
PDF: pdftotext (raw and -layout); DOCX: python-docx paragraphs + table cells; .md/.txt: the file (** and *
markers ignored); the .jpg photo: src/ouyingchen_2026_page.txt. Also checks each gold member has a + line
and every person is gold somewhere. Exit 1 on failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
ALIAS = {"ouyingchen_2026_page.txt": HERE / "ouyingchen_2026_page.txt",
         "IMG_20261103_184512.jpg": HERE / "ouyingchen_2026_page.txt"}
OWNER = {"morven_kenward_cv.pdf": "MK", "嵇景泽_固件工程师.pdf": "JJZ", "Sharanya_Ilangovan_CDM.docx": "SI",
         "戚语岚-增长产品.md": "QYL", "欧颖琛_简历_2021.txt": "OYC", "ouyingchen_2026_page.txt": "OYC",
         "IMG_20261103_184512.jpg": "OYC"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache: return _cache[name]
    p = ALIAS.get(name, CVS / name)
    if not p.exists(): raise FileNotFoundError(name)
    if p.suffix == ".pdf":
        t = "\n".join(subprocess.run(["pdftotext"] + a + [str(p), "-"], capture_output=True, text=True).stdout
                      for a in ([], ["-layout"]))
    elif p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [q.text for q in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    # also allow a match within one layout line set: keep both whole-text and per-line forms
    _cache[name] = (norm(t), [norm(l) for l in t.splitlines()])
    return _cache[name]

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    fails = 0; plus = {}; gold_all = set(); pending = []; n = 0
    for ln, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s*([^:\s]+\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
        if m:
            sign, f, quote = m.groups(); n += 1
            try:
                whole, _ = text_of(f)
            except FileNotFoundError:
                print(f"L{ln}: missing file {f}"); fails += 1; continue
            if norm(quote) not in whole:
                print(f"L{ln}: NOT FOUND in {f}: {quote}"); fails += 1
            pending.append((sign, OWNER.get(f), ln))
            continue
        q = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
        if q:
            gold = {g.strip() for g in q.group(2).split(",") if g.strip()}
            gold_all |= gold
            pos = {o for s, o, _ in pending if s == "+"}
            for g in gold - pos:
                print(f"L{ln}: gold {g} has no + evidence"); fails += 1
            for s, o, l in pending:
                if s == "-" and o in gold and o not in pos:
                    print(f"L{l}: - line names gold member {o}"); fails += 1
            pending = []
    people = set(re.findall(r"^  ([A-Z]+):", "\n".join(lines), re.M))
    for p in people - gold_all:
        print(f"person {p} is never gold"); fails += 1
    print(f"{n} evidence lines checked, {fails} failures")
    return 1 if fails else 0

if __name__ == "__main__":
    sys.exit(main())
