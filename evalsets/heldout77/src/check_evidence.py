"""Self-check for heldout77/questions.yaml: every '# + file: quote' / '# - file: quote' evidence
comment must occur in its file's text (whitespace-insensitive; markdown ** / * ignored).
Texts: pdftotext (both -layout and raw) for PDFs, python-docx paragraphs + table cells for DOCX,
the raw file for .md/.json, src/gan_lin_photo_page.txt for the photo. Also checks gold keys,
gold/tag sanity and that every person is gold somewhere."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_142207.jpg": os.path.join(HERE, "gan_lin_photo_page.txt")}
TAGS = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier",
        "title", "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}

def norm(t):
    t = t.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise SystemExit(f"missing CV file: {fn}")
    if fn in PHOTO_TEXT:
        txt = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        txt = "\n".join(subprocess.run(["pdftotext"] + m + [p, "-"], capture_output=True, text=True).stdout
                        for m in (["-layout"], []))
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        txt = "\n".join(parts)
    else:
        txt = open(p, encoding="utf-8").read()
    # for layout PDFs a quote may be on one line: compare per line as well as across the text
    _cache[fn] = (norm(txt), [norm(l) for l in txt.splitlines()])
    return _cache[fn]

def main():
    path = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(path, encoding="utf-8"))
    people = data["people"]
    lines = open(path, encoding="utf-8").read().splitlines()
    errors, pending = [], []
    qs = []
    start = lines.index("questions:") + 1
    for i, line in enumerate(lines[start:], start + 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m:
            pending.append((i, m.group(1), m.group(2), m.group(3).strip()))
            continue
        if re.match(r"\s*- \{q:", line):
            q = yaml.safe_load(line.strip()[2:])
            qs.append((i, q, pending)); pending = []
    assert len(qs) == len(data["questions"]), "line parse vs yaml mismatch"
    gold_seen = collections.Counter()
    for i, q, ev in qs:
        for k in q["gold"]:
            if k not in people:
                errors.append(f"line {i}: unknown key {k}")
            gold_seen[k] += 1
        for t in q["tags"]:
            if t not in TAGS:
                errors.append(f"line {i}: unknown tag {t}")
        if (not q["gold"]) != ("empty-gold" in q["tags"]):
            errors.append(f"line {i}: empty-gold tag mismatch")
        if q["gold"] and not any(s == "+" for _, s, _, _ in ev):
            errors.append(f"line {i}: gold question without + evidence")
        for ln, sign, fn, quote in ev:
            whole, per_line = text_of(fn)
            nq = norm(quote)
            if nq not in whole and not any(nq in l for l in per_line):
                errors.append(f"line {ln}: quote not found in {fn}: {quote}")
    for k in people:
        if gold_seen[k] == 0:
            errors.append(f"person {k} is never gold")
    n = len(qs)
    zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for _, q, _ in qs)
    empty = sum(not q["gold"] for _, q, _ in qs)
    print(f"{n} questions, {zh} with Chinese, {empty} empty-gold; gold per person: {dict(gold_seen)}")
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} errors")
    sys.exit(1 if errors else 0)

if __name__ == "__main__":
    main()
