#!/usr/bin/env python3
"""Self-check for heldout139/questions.yaml.

Every '# + file: quote' / '# - file: quote' comment must occur in that file's text
(whitespace-insensitive; markdown ** markers ignored). Text sources: PDF -> pdftotext,
DOCX -> python-docx paragraphs + table cells, .md/.txt -> raw file, the phone photo ->
src/obiageli_nwankwo_2026_page.txt (pdftotext of the page before it was photographed).
Also: gold keys exist in people:, every person is gold at least once, counts are printed.
Run: src/.venv/bin/python src/check_evidence.py
"""
import pathlib, re, subprocess, sys
import yaml
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_181422.jpg": ROOT / "src" / "obiageli_nwankwo_2026_page.txt"}

def norm(s):
    return re.sub(r"\s+", "", s.replace("**", ""))

def text_of(name):
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing CV file: {name}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs + s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    src = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(src)
    people = data["people"]
    cache, bad, n = {}, 0, 0
    for ln, line in enumerate(src.splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|jpg)):\s?(.*)$", line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2).strip(), m.group(3)
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            bad += 1
            print(f"line {ln}: NOT FOUND in {f}: {quote}")
    qs = data["questions"]
    gold_seen = set()
    for q in qs:
        for k in q["gold"]:
            if k not in people:
                bad += 1; print("unknown key", k, "in", q["q"])
            gold_seen.add(k)
    for k in people:
        if k not in gold_seen:
            bad += 1; print("person never gold:", k)
    zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
    empty = sum(not q["gold"] for q in qs)
    print(f"{n} quotes checked, {len(qs)} questions ({zh} Chinese, {len(qs)-zh} English, {empty} empty-gold)")
    tags = {}
    for q in qs:
        for t in q["tags"]:
            tags[t] = tags.get(t, 0) + 1
    print("tags:", dict(sorted(tags.items())))
    print("gold sizes:", sorted(len(q["gold"]) for q in qs))
    if bad:
        sys.exit(f"{bad} problem(s)")
    print("OK")

main()
