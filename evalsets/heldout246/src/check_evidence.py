"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text.
Comparison ignores whitespace, markdown '*' and '\\' markers and PDF bullets. Run with src/.venv/bin/python."""
import re, subprocess, sys
from pathlib import Path
import docx

root = Path(__file__).resolve().parent.parent
cvs = root / "cvs"
PHOTO_TEXT = {"程牧之_简历_2026_拍照.jpg": root / "src" / "fw" / "page_text.txt"}

def text_of(name):
    p = cvs / name
    if not p.exists():
        sys.exit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.extend(c.text for c in row.cells)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    return re.sub(r"[\s*\\•]", "", s)

cache, bad, n = {}, 0, 0
for i, line in enumerate((root / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
    if not m:
        continue
    n += 1
    sign, f, quote = m.groups()
    if f not in cache:
        cache[f] = norm(text_of(f))
    if norm(quote) not in cache[f]:
        bad += 1
        print(f"line {i}: NOT FOUND in {f}: {quote}")
print(f"{n} quotes checked, {bad} not found")
sys.exit(1 if bad else 0)
