#!/usr/bin/env python3
"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC). Also checks each gold person has a '+' line in a file that
belongs to them, and that no '-' trap line points at a file of a gold person for that question
when that person has no '+' line. Exit 1 on failure."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "kasimir_lindahl_cv.pdf": "KL",
    "向予晴_简历.pdf": "XY",
    "缪嘉宁-个人简历.docx": "MJ",
    "temitope_oyelaran.resume.json": "TO",
    "ilaria_benvenuti_cv_2021.txt": "IB",
    "IMG_20261103_141522.jpg": "IB",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for k, v in o.items():
            yield k
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return [a, b]
    if fn.endswith(".docx"):
        sys.path.insert(0, HERE)
        from docx import Document
        d = Document(p)
        paras = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    paras.append(c.text)
        return ["\n".join(paras)]
    if fn.endswith(".json"):
        raw = open(p, encoding="utf-8").read()
        return ["\n".join(json_strings(json.loads(raw))), raw]
    if fn.endswith(".jpg"):
        return [open(os.path.join(HERE, "ib", "ilaria_benvenuti_2026_page_text.txt"), encoding="utf-8").read()]
    return [open(p, encoding="utf-8").read()]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    lines = lines[lines.index("questions:") + 1:]  # header comments are not evidence
    cache, fails, n = {}, 0, 0
    pending = []
    nq = 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            sign, fn, quote = m.groups()
            if fn not in OWNERS:
                print("UNKNOWN FILE", fn); fails += 1; continue
            if fn not in cache:
                cache[fn] = [norm(t) for t in text_of(fn)]
            n += 1
            if not any(norm(quote) in t for t in cache[fn]):
                print("NOT FOUND", fn, "::", quote); fails += 1
            pending.append((sign, fn))
            continue
        q = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", ln)
        if q:
            nq += 1
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            plus = {OWNERS[f] for s, f in pending if s == "+" and f in OWNERS}
            minus = {OWNERS[f] for s, f in pending if s == "-" and f in OWNERS}
            for g in gold:
                if g not in plus:
                    print("NO EVIDENCE for", g, "in", q.group(1)); fails += 1
            for p in plus - set(gold):
                print("+ line for non-gold", p, "in", q.group(1)); fails += 1
            if not gold and plus:
                print("empty-gold question has + lines:", q.group(1)); fails += 1
            pending = []
    print(f"{nq} questions, {n} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
