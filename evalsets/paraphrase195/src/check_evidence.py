#!/usr/bin/env python3
"""Check that every '+ file: quote' / '- file: quote' evidence comment in ../questions.yaml
occurs in that file's text (whitespace- and case-insensitive; markdown ** markers ignored).
Also checks gold keys exist, each intent has 4 questions with identical gold, every person is
gold somewhere."""
import json, re, subprocess, sys
from collections import defaultdict
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261104_191532.jpg": ROOT / "src" / "mao_jiarui_page_text.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout + "\n" + \
               subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s).lower()


def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    cache, bad, n = {}, 0, 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$", line)
        if not m:
            continue
        fname, quote = m.group(2), m.group(3).strip()
        if not (CVS / fname).exists():
            print("MISSING FILE:", fname); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"NOT FOUND in {fname}: {quote}"); bad += 1
    people = data["people"]
    by_intent = defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print("UNKNOWN KEY", k, q["q"]); bad += 1
        gold_people |= set(q["gold"])
        by_intent[q["intent"]].append(q)
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", it, len(qs), golds); bad += 1
    for k in people:
        if k not in gold_people:
            print("NEVER GOLD", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
