#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its CV's text
(whitespace-insensitive; markdown '*' markers and PDF bullets ignored)."""
import json, re, subprocess, sys
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_142215.jpg": ROOT / "src" / "ni_muqing_photo_page.txt"}

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        return a + "\n" + b
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qy = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(qy)
    files = {p.name for p in CVS.iterdir()}
    cache, bad, n = {}, 0, 0
    for line in qy.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m or m.group(2) not in files:
            continue
        sign, f, quote = m.groups()
        n += 1
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            bad += 1
            print(f"MISSING {sign} {f}: {quote}")
    # structural checks
    people = set(data["people"])
    by_intent = {}
    for q in data["questions"]:
        assert set(q["gold"]) <= people, q
        by_intent.setdefault(q["intent"], []).append(q)
    for k, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            bad += 1; print("INTENT PROBLEM", k, len(qs), golds)
    used = set(g for q in data["questions"] for g in q["gold"])
    if used != people:
        bad += 1; print("never gold:", people - used)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

main()
