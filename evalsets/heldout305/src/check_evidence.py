#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line of questions.yaml against the text of the
file (whitespace-insensitive, NFKC, markdown ** ignored). Also checks that every gold person of every
question has at least one '+' line from one of their own files, and that every file exists.
Run with the src/.venv python (needs python-docx) and poppler's pdftotext. Exit 1 on failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
# text of the photographed page (the JPG has no text layer)
PHOTO_TEXT = {"IMG_20261104_093512.jpg": ROOT / "src" / "gu_jingrong_photo_page.txt"}
OWNER = {
    "Tiberiu_Halloran_CV_2026.pdf": "TH", "halloran_resume_2022.txt": "TH",
    "马思蕙_供应链计划_简历.pdf": "MSH", "IMG_20261104_093512.jpg": "GJR",
    "Kavitha_Ravindranath_Resume.docx": "KR", "陆承熙_量化研究员.md": "LCX",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file {p}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts += [q.text for q in c.paragraphs]
        for s in d.sections:
            parts += [q.text for q in s.header.paragraphs] + [q.text for q in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, fails, pending, nq = {}, 0, [], 0
    ev_re = re.compile(r"^\s*#\s*([+-])\s+([^:]+?):\s(.+)$")
    q_re = re.compile(r"^\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]")
    start = lines.index("questions:")
    for i, ln in enumerate(lines, 1):
        if i <= start:
            continue
        m = ev_re.match(ln)
        if m:
            sign, f, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            if f not in OWNER:
                print(f"L{i}: unknown file {f}"); fails += 1; continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print(f"L{i}: NOT FOUND in {f}: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        m = q_re.match(ln)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            for g in gold:
                if not any(s == "+" and OWNER[f] == g for s, f in pending):
                    print(f"L{i}: gold {g} has no '+' evidence: {m.group(1)}"); fails += 1
            for s, f in pending:
                if s == "+" and OWNER[f] not in gold:
                    print(f"L{i}: '+' line for non-gold {OWNER[f]} ({f})"); fails += 1
            pending = []
    print(f"{nq} questions checked, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
