#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown '*' markers ignored; PDF bullets ignored)."""
import json, re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"

def text_of(name):
    p = ROOT / name if name.startswith("src/") else CVS / name
    if not p.exists():
        sys.exit(f"missing file: {p}")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    return re.sub(r"[\s*•]+", "", s)

cache, bad, n = {}, 0, 0
in_q = False
for ln, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    if line.startswith("questions:"):
        in_q = True
        continue
    m = re.match(r"^\s*#\s*([+-])\s+(\S+)(?:\s+\([^)]*\))?:\s(.*)$", line) if in_q else None
    if not m:
        continue
    n += 1
    f, quote = m.group(2), m.group(3)
    if f not in cache:
        cache[f] = norm(text_of(f))
    if norm(quote) not in cache[f]:
        bad += 1
        print(f"line {ln}: NOT FOUND in {f}: {quote}")
# structural checks without a YAML library: gold lists per intent must agree
golds = {}
for line in (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines():
    m = re.search(r"gold: \[([^\]]*)\].*intent: ([\w-]+)", line)
    if m:
        golds.setdefault(m.group(2), []).append(tuple(sorted(x.strip() for x in m.group(1).split(",") if x.strip())))
for k, v in golds.items():
    if len(v) != 4 or len(set(v)) != 1:
        bad += 1
        print(f"intent {k}: {len(v)} questions, golds {set(v)}")
print(f"{n} quotes checked, {len(golds)} intents, {bad} problems")
sys.exit(1 if bad else 0)
