#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC-normalised), plus basic structure checks of the set."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261104_193512.jpg": ROOT / "src" / "ran_bailin_zh_page1.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    cache, bad, n = {}, 0, 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s(.*)$", line)
        if not m:
            continue
        f, q = m.group(2).strip(), m.group(3).strip()
        if not (CVS / f).exists():
            print("NO FILE:", f); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(q) not in cache[f]:
            print(f"MISSING in {f}: {q}"); bad += 1
    people = set(data["people"])
    intents = {}
    for q in data["questions"]:
        assert set(q["gold"]) <= people, q
        intents.setdefault(q["intent"], []).append(q)
    for k, qs in intents.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("INTENT PROBLEM:", k); bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    if used != people:
        print("never gold:", people - used); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(intents)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

main()
