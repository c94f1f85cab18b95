"""Check every '# + file: quote' / '# - file: quote' in questions.yaml against the file's text.
Text: PDF = PyMuPDF page text; DOCX = python-docx paragraphs + table cells; JSON = all string
values; .txt = the file; .jpg = its source text in src/. Comparison ignores whitespace and folds
NFKC (ligatures, full-width forms). Also checks: every gold person has a '+' line in a file of
theirs, every person is gold somewhere, gold keys exist. Exit 1 on any failure."""
import json, os, re, sys, unicodedata
import yaml
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OWNER = {
    "jasleen_grewal_cv.pdf": "JG", "庄牧川_Go后端_简历.pdf": "ZM", "sigrid_holmqvist.json": "SH",
    "边立衡_简历_2023.txt": "BL", "IMG_20261103_184512.jpg": "BL", "葛雁秋-销售总监.docx": "GY",
}
PHOTO_TEXT = {"IMG_20261103_184512.jpg": "src/bian_liheng_2026_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s.replace("•", ""))

def strings(o):
    if isinstance(o, str): yield o
    elif isinstance(o, dict):
        for v in o.values(): yield from strings(v)
    elif isinstance(o, list):
        for v in o: yield from strings(v)

def text_of(name):
    p = os.path.join(ROOT, "cvs", name)
    if name in PHOTO_TEXT:
        return open(os.path.join(ROOT, PHOTO_TEXT[name]), encoding="utf-8").read()
    if name.endswith(".pdf"):
        import pymupdf
        return "\n".join(pg.get_text() for pg in pymupdf.open(p))
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if name.endswith(".json"):
        return "\n".join(strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    cache, fails, n = {}, [], 0
    ev, qi = [], -1
    block = []
    start = lines.index("questions:") + 1
    for ln, line in enumerate(lines, 1):
        if ln <= start: continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if m:
            block.append((ln, m.group(1), m.group(2).strip(), m.group(3).strip()))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            ev.append(block); block = []
    if len(ev) != len(data["questions"]):
        fails.append(f"parsed {len(ev)} question lines, yaml has {len(data['questions'])}")
    gold_seen = set()
    for q, blk in zip(data["questions"], ev):
        plus_owners = set()
        for ln, sign, f, quote in blk:
            n += 1
            if f not in OWNER:
                fails.append(f"line {ln}: unknown file {f}"); continue
            if f not in cache: cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                fails.append(f"line {ln}: quote not in {f}: {quote}")
            if sign == "+": plus_owners.add(OWNER[f])
        for g in q["gold"]:
            if g not in people: fails.append(f"{q['q']}: unknown key {g}")
            if g not in plus_owners: fails.append(f"{q['q']}: gold {g} has no + evidence")
            gold_seen.add(g)
        for o in plus_owners - set(q["gold"]):
            fails.append(f"{q['q']}: + evidence for non-gold {o}")
    for p in people - gold_seen:
        fails.append(f"person {p} is never gold")
    for x in fails: print("FAIL", x)
    print(f"{n} evidence lines, {len(data['questions'])} questions, {len(fails)} failures")
    sys.exit(1 if fails else 0)

main()
