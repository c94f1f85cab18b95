"""Self-check for heldout321: every '# + file: quote' / '# - file: quote' comment in
questions.yaml must occur in that file's text (whitespace-insensitive, markdown ** ignored).
Also checks question count, gold keys and that every person is gold somewhere."""
import re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20260914_183302.jpg": ROOT / "src" / "irfan_rosli_2026_photo.txt"}

def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    return re.sub(r"\s+", "", s.replace("**", ""))

lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
cache, bad, n = {}, 0, 0
for i, line in enumerate(lines, 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*)$", line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    n += 1
    try:
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
    except FileNotFoundError:
        print(f"line {i}: no such file {fname}"); bad += 1; continue
    if norm(quote) not in cache[fname]:
        print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1

import yaml
data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
keys = set(data["people"])
qs = data["questions"]
seen = set()
for q in qs:
    for g in q["gold"]:
        if g not in keys:
            print("unknown key", g, "in", q["q"]); bad += 1
        seen.add(g)
    if not q["gold"] and "empty-gold" not in q["tags"]:
        print("empty gold without tag:", q["q"]); bad += 1
for k in keys - seen:
    print("never gold:", k); bad += 1
print(f"{n} quotes checked, {len(qs)} questions, {sum(1 for q in qs if not q['gold'])} empty-gold, {bad} problems")
sys.exit(1 if bad else 0)
