#!/usr/bin/env python3
"""Checks that every "+"/"-" evidence quote in ../questions.yaml occurs in its file's text (whitespace-insensitive,
NFKC, markdown * markers and PDF bullets ignored), that every gold person has "+" evidence and that no "+" line
belongs to a non-gold person. Exit 1 on failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {  # file -> person key
    "谈永川_简历.pdf": "TY", "Henrietta_Blakiston_CV.pdf": "HB", "乔语岚_康复治疗师.docx": "QY",
    "ingrid_marrable.resume.json": "IM", "muchuan_lin_cv_2021.md": "LM", "IMG_20261012_093214.jpg": "LM",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    s = s.replace("・", "·").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        out = []
        def walk(x):
            if isinstance(x, dict):
                for v in x.values(): walk(v)
            elif isinstance(x, list):
                for v in x: walk(v)
            elif isinstance(x, str):
                out.append(x)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    if p.suffix == ".jpg":
        return (ROOT / "src/lin/lin_muchuan_2026_page1.txt").read_text(encoding="utf-8")
    return p.read_text(encoding="utf-8")

texts = {f: norm(text_of(f)) for f in OWNERS}
fails = 0
ev = []
nq = 0
for line in (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines():
    m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", line)
    if m and m.group(2) in OWNERS:
        ev.append((m.group(1), m.group(2), m.group(3)))
        continue
    m = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
    if m:
        nq += 1
        gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
        for sign, f, quote in ev:
            if norm(quote) not in texts[f]:
                print(f"FAIL quote not found: Q{nq} {f}: {quote}"); fails += 1
        plus = {OWNERS[f] for s, f, _ in ev if s == "+"}
        for g in gold:
            if g not in plus:
                print(f"FAIL Q{nq} gold {g} has no + evidence: {m.group(1)}"); fails += 1
        for g in plus - set(gold):
            print(f"FAIL Q{nq} + evidence for non-gold {g}: {m.group(1)}"); fails += 1
        ev = []
print(f"{nq} questions checked, {fails} failures")
sys.exit(1 if fails else 0)
