#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml against its file's text.
PDF: pdftotext (default mode); DOCX: python-docx paragraphs + table cells; JSON: string values;
MD: the file; JPG: src/<stem>_page.txt (text of the page before it was photographed).
Whitespace-insensitive; '•' bullets and markdown '*' ignored. Also checks gold keys exist,
every gold member has a '+' line, and every person is gold somewhere."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20261118_193544.jpg": SRC / "sui_langfeng_2026_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        out = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): out.append(o)
        walk(json.loads(p.read_text(encoding="utf-8"))); return "\n".join(out)
    return p.read_text(encoding="utf-8")

def main():
    qy = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(qy)
    keys = set(data["people"]); cache = {}; fails = 0; n = 0
    lines = qy.splitlines(); ev = []; qi = 0; pending = []
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|json|jpg|txt)):\s+(.*\S)\s*$", ln)
        if m: pending.append(m.groups()); continue
        if re.match(r"\s*-\s*\{q:", ln):
            ev.append(pending); pending = []; qi += 1
    assert len(ev) == len(data["questions"]), (len(ev), len(data["questions"]))
    gold_seen = set()
    for q, evs in zip(data["questions"], ev):
        for k in q["gold"]:
            if k not in keys: print("UNKNOWN KEY", k, q["q"]); fails += 1
            gold_seen.add(k)
        if q["gold"] and not any(s == "+" for s, _, _ in evs):
            print("NO + EVIDENCE:", q["q"]); fails += 1
        for sign, f, quote in evs:
            n += 1
            if not (CVS / f).exists(): print("NO FILE", f); fails += 1; continue
            if f not in cache: cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print(f"FAIL {sign} {f}: {quote}"); fails += 1
    for k in keys - gold_seen: print("NEVER GOLD:", k); fails += 1
    print(f"{n} evidence lines, {len(data['questions'])} questions, {fails} failures")
    sys.exit(1 if fails else 0)

main()
