#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its file.

Text sources: PDFs -> pdftotext (plain and -layout); DOCX -> python-docx paragraphs and table
cells; JSON -> all string values; .txt/.md -> the file; the .jpg photo -> the text of the page
before it was photographed (src/yin_chengxiao_2026_page.txt). Comparison: NFKC, whitespace
removed, PDF bullets removed. Also checks every gold key is a known person with >=1 '+' line,
that every person is gold somewhere and that each question has tags. Exit 1 on any failure.
"""
import json, os, re, subprocess, sys, unicodedata
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "yin_chengxiao_2026_page.txt")}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)


def json_strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)


def texts(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fn], encoding="utf-8").read()]
    if fn.endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if fn.endswith(".docx"):
        sys.path.insert(0, HERE)
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return ["\n".join(parts)]
    if fn.endswith(".json"):
        return ["\n".join(json_strings(json.load(open(p, encoding="utf-8"))))]
    return [open(p, encoding="utf-8").read()]


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    fails, n = 0, 0
    cache = {}
    # evidence lines belong to the question that follows them
    pending = []
    blocks = []
    started = False
    for line in open(qpath, encoding="utf-8"):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", line.rstrip("\n"))
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*- \{q:", line):
            blocks.append(pending); pending = []
    qs = data["questions"]
    assert len(blocks) == len(qs), (len(blocks), len(qs))
    gold_seen = set()
    for q, ev in zip(qs, blocks):
        if not q.get("tags"):
            print("NO TAGS:", q["q"]); fails += 1
        for k in q["gold"]:
            if k not in people:
                print("UNKNOWN KEY", k, q["q"]); fails += 1
            gold_seen.add(k)
        if q["gold"] and not any(s == "+" for s, _, _ in ev):
            print("NO + EVIDENCE:", q["q"]); fails += 1
        if not q["gold"] and "empty-gold" not in q["tags"]:
            print("EMPTY GOLD WITHOUT TAG:", q["q"]); fails += 1
        for sign, fn, quote in ev:
            n += 1
            fn = fn.strip()
            if not os.path.exists(os.path.join(CVS, fn)):
                print("NO FILE", fn); fails += 1; continue
            if fn not in cache:
                cache[fn] = [norm(t) for t in texts(fn)]
            if not any(norm(quote) in t for t in cache[fn]):
                print(f"MISSING [{sign}] {fn}: {quote}"); fails += 1
    for k in people:
        if k not in gold_seen:
            print("NEVER GOLD:", k); fails += 1
    print(f"{n} evidence lines, {len(qs)} questions, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
