"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; '**' markdown markers and PDF bullets ignored).
PDF: pdftotext (default and -layout); DOCX: python-docx paragraphs + table cells; .md/.txt: file;
.jpg (phone photo, no text layer): src/<page text> mapped below. Run with src/.venv/bin/python."""
import re, subprocess, sys, pathlib
from docx import Document

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
PHOTO_TEXT = {"IMG_20261114_183502.jpg": HERE / "qu_shaobo_2026_page.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = ROOT / "cvs" / name
    if not p.exists():
        sys.exit(f"missing file: {name}")
    if p.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        return a + "\n\x00\n" + b
    if p.suffix == ".docx":
        d = Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts += [x.text for x in c.paragraphs]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

cache, bad, n = {}, 0, 0
for ln, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*\S)\s*$", line)
    if not m:
        continue
    sign, f, quote = m.groups(); n += 1
    if f not in cache:
        cache[f] = norm(text_of(f))
    hay = cache[f]
    if not any(norm(quote) in h for h in hay.split("\x00")):
        bad += 1; print(f"FAIL line {ln}: {sign} {f}: {quote}")
print(f"{n} quotes checked, {bad} failed")
sys.exit(1 if bad else 0)
