#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs (whitespace-insensitively)
in its file's text. PDFs: pdftotext (raw and -layout); DOCX: python-docx paragraphs + table cells;
.txt/.json: the file; the photo: src/luo_xinghe_2026_page_text.txt. Also checks gold keys and people."""
import re, subprocess, sys, pathlib
import docx, yaml  # noqa

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_213355.jpg": ROOT / "src" / "luo_xinghe_2026_page_text.txt"}

def norm(s):
    return re.sub(r"\s+", "", s)

def texts(name):
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text(encoding="utf-8")]
    if p.suffix == ".pdf":
        return [subprocess.run(["pdftotext"] + a + [str(p), "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return ["\n".join(parts)]
    return [p.read_text(encoding="utf-8")]

cache, bad, n = {}, 0, 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
start = lines.index("questions:")
for i, line in enumerate(lines, 1):
    if i <= start:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    if fname not in cache:
        cache[fname] = [norm(t) for t in texts(fname)]
    n += 1
    if not any(norm(quote) in t for t in cache[fname]):
        bad += 1
        print(f"line {i}: NOT FOUND in {fname}: {quote}")

data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
keys = set(data["people"])
used = set()
for q in data["questions"]:
    for g in q["gold"]:
        if g not in keys:
            bad += 1; print("unknown gold key", g, q["q"])
        used.add(g)
for k in keys - used:
    bad += 1; print("person never gold:", k)
print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
