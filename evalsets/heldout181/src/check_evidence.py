#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive). PDFs via pdftotext; DOCX via python-docx paragraphs + table cells;
.txt/.json raw; the .jpg photo via its saved page text in src/."""
import re, subprocess, sys, json
from pathlib import Path
import yaml  # noqa  (only used for a sanity parse)

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"门书瑜_简历_2026.jpg": ROOT / "src/menshuyu/menshuyu_2026_page_text.txt"}

def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

norm = lambda s: re.sub(r"\s+", "", s.replace("•", ""))
cache, bad, n = {}, 0, 0
qs = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
people = set(qs["people"])
for q in qs["questions"]:
    for k in q["gold"]:
        assert k in people, (k, q["q"])
gold_any = {k for q in qs["questions"] for k in q["gold"]}
assert gold_any == people, people - gold_any
started = False
for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    if line.startswith("questions:"):
        started = True
    if not started:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    n += 1
    try:
        t = cache.setdefault(f, norm(text_of(f)))
    except FileNotFoundError:
        print(f"line {i}: no such file {f}"); bad += 1; continue
    if norm(quote) not in t:
        print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
print(f"{n} quotes checked, {bad} bad, {len(qs['questions'])} questions")
sys.exit(1 if bad else 0)
