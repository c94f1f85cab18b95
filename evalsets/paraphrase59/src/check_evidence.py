#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive; markdown * markers and PDF bullets ignored) in its file's text, and
that the questions are well-formed (4 per intent, same gold, known keys)."""
import json, re, subprocess, sys
from collections import defaultdict
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"郑知行_简历_拍照.jpg": ROOT / "src" / "zheng_zhixing_photo.page.txt"}


def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
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
    s = s.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def main():
    src = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    cache, bad, n = {}, 0, 0
    for line in src.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        n += 1
        try:
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
        except FileNotFoundError:
            print(f"MISSING FILE {fname}: {quote}")
            bad += 1
            continue
        if norm(quote) not in cache[fname]:
            print(f"NOT FOUND [{sign}] {fname}: {quote}")
            bad += 1
    data = yaml.safe_load(src)
    keys = set(data["people"])
    by_intent = defaultdict(list)
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
        by_intent[q["intent"]].append(q)
    golded = set()
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
        golded |= set(qs[0]["gold"])
    if keys - golded:
        print("never gold:", keys - golded); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
