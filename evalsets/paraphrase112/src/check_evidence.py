#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' comment in ../questions.yaml against the
file's text (whitespace-insensitive, NFKC, markdown * ignored), plus basic set consistency."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
from collections import defaultdict
import yaml  # noqa  (PyYAML; falls back below if missing)

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "tang_ruining_2026_photo.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        raw = p.read_text(encoding="utf-8")
        vals = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            else: vals.append(str(o))
        walk(json.loads(raw))
        return raw + "\n" + "\n".join(vals)
    return p.read_text(encoding="utf-8")

def main():
    qy = ROOT / "questions.yaml"
    lines = qy.read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?\.(?:pdf|docx|md|txt|json|jpg)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2).strip(), m.group(3).strip()
        if f not in cache:
            if f not in PHOTO_TEXT and not (CVS / f).exists():
                print(f"line {i}: missing file {f}"); bad += 1; continue
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
    data = yaml.safe_load(qy.read_text(encoding="utf-8"))
    people = set(data["people"])
    by_intent = defaultdict(list)
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in people: print("unknown key", g, q["q"]); bad += 1
        by_intent[q["intent"]].append(q)
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if zh != 2: print("intent language mix", it, zh); bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    if people - used: print("never gold:", people - used); bad += 1
    print(f"{n} evidence quotes, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
