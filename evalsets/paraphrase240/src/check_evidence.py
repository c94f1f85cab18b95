#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' evidence comment in ../questions.yaml
occurs verbatim in the text of its CV file (whitespace-insensitive, Unicode NFKC, markdown '*'
markers and PDF bullets ignored). The photo's text is src/qu_liming_page_text.txt.
Also checks: 4 questions per intent, same gold within an intent, every person gold somewhere."""
import collections, json, re, subprocess, sys, unicodedata
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20260914_193205.jpg": ROOT / "src" / "qu_liming_page_text.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs]
            parts += [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    src = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    cache, bad, n = {}, 0, 0
    for line in src.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m:
            continue
        sign, f, quote = m.groups()
        if not (CVS / f).exists():
            print("NO FILE", f); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        # each cell of a DOCX table is separate text; allow a quote to span cells by checking pieces
        if norm(quote) not in cache[f]:
            print(f"MISSING {sign} {f}: {quote}"); bad += 1
    data = yaml.safe_load(src)
    qs = data["questions"]
    by = collections.defaultdict(list)
    for q in qs:
        by[q["intent"]].append(q)
    for i, lst in by.items():
        if len(lst) != 4:
            print("intent size", i, len(lst)); bad += 1
        if len({tuple(sorted(q["gold"])) for q in lst}) != 1:
            print("gold differs in", i); bad += 1
    golds = {k for q in qs for k in q["gold"]}
    for k in data["people"]:
        if k not in golds:
            print("never gold:", k); bad += 1
    unknown = golds - set(data["people"])
    if unknown:
        print("unknown keys", unknown); bad += 1
    print(f"{n} quotes, {len(qs)} questions, {len(by)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
