#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line of questions.yaml against its file's text."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PAGE_TEXT = {"IMG_20261114_093512.jpg": ROOT / "src" / "zong_hanchi_2026_zh.page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "").replace("**", "").replace("・", "·")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PAGE_TEXT:
        return PAGE_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
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
    qy = ROOT / "questions.yaml"
    lines = qy.read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load(qy.read_text(encoding="utf-8"))
    cache, fails, n = {}, 0, 0
    pending = []  # evidence lines since the last question
    qi = 0
    questions = data["questions"]
    for ln, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.[A-Za-z]{2,4}):\s+(.*)$", line)
        if m:
            sign, f, quote = m.groups()
            if not (CVS / f).exists():
                print(f"line {ln}: no such file {f}"); fails += 1; continue
            if f not in cache: cache[f] = norm(text_of(f))
            n += 1
            if norm(quote) not in cache[f]:
                print(f"line {ln}: quote not found in {f}: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*- \{q:", line):
            q = questions[qi]; qi += 1
            if q["gold"] and not any(s == "+" for s, _ in pending):
                print(f"line {ln}: gold question without + evidence: {q['q']}"); fails += 1
            if not q["gold"] and "empty-gold" not in q["tags"]:
                print(f"line {ln}: empty gold not tagged empty-gold"); fails += 1
            pending = []
    keys = set(data["people"]); used = set()
    for q in questions:
        used |= set(q["gold"])
        assert set(q["gold"]) <= keys, q
    if keys - used:
        print("never gold:", keys - used); fails += 1
    print(f"{n} evidence lines, {len(questions)} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
