#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive, markdown ** ignored) in the text of cvs/<file>.
Text sources: PDF -> pdftotext (raw and -layout); DOCX -> python-docx paragraphs + table cells;
.json/.md/.txt -> file; .jpg -> src/su/su_jinglan_2026_page.txt (page text before the photo)."""
import re, subprocess, sys, os
from pathlib import Path
ROOT = Path(__file__).resolve().parent.parent
PHOTO_TEXT = {"苏静岚_简历_2026.jpg": ROOT / "src/su/su_jinglan_2026_page.txt"}

def norm(s):
    return re.sub(r"\s+", "", s.replace("**", ""))

def text_of(name):
    p = ROOT / "cvs" / name
    if not p.exists():
        sys.exit(f"missing file: {p}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text()
    if p.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        return a + "\n\u0000\n" + b
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text()

cache, bad, n = {}, 0, 0
for i, line in enumerate((ROOT / "questions.yaml").read_text().splitlines(), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
    if not m or not (ROOT / "cvs" / m.group(2)).exists() and "." not in m.group(2):
        continue
    sign, f, q = m.groups()
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(q) not in cache[f]:
        bad += 1
        print(f"line {i}: NOT FOUND in {f}: {q}")
print(f"{n} quotes checked, {bad} missing")
sys.exit(1 if bad else 0)
