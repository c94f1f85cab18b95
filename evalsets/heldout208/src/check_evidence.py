"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the file's text.

Text sources: PDF -> pdftotext; DOCX -> python-docx body paragraphs + table cells; .json / .txt -> the
file itself (JSON also as its decoded string values); the phone photo .jpg -> the text of the printed
page before it was photographed (src/xixiaotang/xixiaotang_2026_page_text.txt). Comparison ignores all
whitespace and NFKC differences. Also checks: every gold key is in people:, each gold member has at
least one '+' line in a file of theirs, no '-' line sits in a gold member's file for that question
(unless the same file also has a '+' line), every person is gold somewhere. Exit 1 on any failure.
"""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "rhodri_carnsew.pdf": "RC",
    "韦思衡_简历.pdf": "WS",
    "芮知言_HRBP_简历.docx": "HR",
    "kavya_venkatraman.resume.json": "KV",
    "郗晓棠-简历-2021.txt": "XT",
    "IMG_20261103_184512.jpg": "XT",
}
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "xixiaotang" / "xixiaotang_2026_page_text.txt"}

def norm(s):
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", s))

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        raw = p.read_text(encoding="utf-8")
        return raw + "\n" + "\n".join(json_strings(json.loads(raw)))
    return p.read_text(encoding="utf-8")

def main():
    fails = []
    files = sorted(f.name for f in CVS.iterdir())
    for f in files:
        if f not in OWNER:
            fails.append(f"file in cvs/ without owner: {f}")
    texts = {f: norm(text_of(f)) for f in files}
    qy = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(qy)
    people = data["people"]
    qs = data["questions"]
    # pair evidence blocks with questions in order
    blocks, cur = [], []
    body = qy.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if m:
            cur.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
        elif re.match(r"\s*-\s*\{q:", line):
            blocks.append(cur)
            cur = []
    if len(blocks) != len(qs):
        fails.append(f"{len(blocks)} evidence blocks vs {len(qs)} questions")
    n = 0
    seen_gold = set()
    for q, ev in zip(qs, blocks):
        for k in q["gold"]:
            if k not in people:
                fails.append(f"unknown key {k} in {q['q']!r}")
            seen_gold.add(k)
        plus_owners = set()
        for sign, f, quote in ev:
            n += 1
            if f not in texts:
                fails.append(f"no such file {f} ({q['q']!r})")
                continue
            if norm(quote) not in texts[f]:
                fails.append(f"quote not found in {f}: {quote!r} ({q['q']!r})")
            if sign == "+":
                plus_owners.add(OWNER[f])
                if OWNER[f] not in q["gold"]:
                    fails.append(f"+ line for non-gold {OWNER[f]} in {q['q']!r}")
        for sign, f, quote in ev:
            if sign == "-" and f in OWNER and OWNER[f] in q["gold"] and OWNER[f] not in plus_owners:
                fails.append(f"- line names gold member {OWNER[f]} without + evidence in {q['q']!r}")
        for k in q["gold"]:
            if k not in plus_owners:
                fails.append(f"gold {k} has no + evidence in {q['q']!r}")
    for k in people:
        if k not in seen_gold:
            fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL:", f)
    print(f"{n} evidence lines, {len(qs)} questions, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
