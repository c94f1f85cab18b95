"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.

Text sources: .pdf -> pdftotext; .docx -> python-docx paragraphs + table cells; .md/.txt -> the file;
IMG_20261103_184512.jpg -> src/weng_chenxi_2026_page.txt (pdftotext -layout of the page before it was
photographed). Comparison ignores all whitespace, markdown ** markers and PDF bullets.
Also checks gold keys are in people:, every person is gold somewhere, and counts.
Run with src/.venv/bin/python (needs python-docx, pyyaml optional)."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "weng_chenxi_2026_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read()
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [p.text for p in sec.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    people = {}
    in_people = False
    in_q = False
    bad = n_quotes = 0
    pending = []
    qs = []
    for i, ln in enumerate(lines, 1):
        if ln.startswith("people:"):
            in_people = True; continue
        if ln.startswith("questions:"):
            in_people = False; in_q = True; continue
        if in_people:
            m = re.match(r"\s+(\w+):", ln)
            if m: people[m.group(1)] = ln
            continue
        if not in_q:
            continue
        m = re.match(r"\s*# ([+-]) ([^:]+): (.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            n_quotes += 1
            if norm(quote) not in text_of(f.strip()):
                bad += 1
                print(f"line {i}: NOT FOUND in {f}: {quote}")
            pending.append((sign, f))
            continue
        m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\]\}', ln)
        if m:
            q, gold, tags = m.groups()
            gold = [g.strip() for g in gold.split(",") if g.strip()]
            tags = [t.strip() for t in tags.split(",")]
            for g in gold:
                if g not in people:
                    bad += 1; print(f"line {i}: unknown gold key {g}")
            if not gold and "empty-gold" not in tags:
                bad += 1; print(f"line {i}: empty gold without empty-gold tag")
            if gold and not any(s == "+" for s, _ in pending):
                bad += 1; print(f"line {i}: gold without + evidence")
            qs.append((q, gold, tags)); pending = []
        elif ln.strip().startswith("- {q"):
            bad += 1; print(f"line {i}: unparsed question line")
    golded = {g for _, gold, _ in qs for g in gold}
    for p in people:
        if p not in golded:
            bad += 1; print(f"person {p} is never gold")
    zh = sum(1 for q, _, _ in qs if re.search(r"[\u4e00-\u9fff]", q))
    empty = sum(1 for _, g, _ in qs if not g)
    print(f"{len(qs)} questions ({zh} Chinese, {len(qs)-zh} English, {empty} empty-gold), "
          f"{n_quotes} quotes, {bad} problems")
    sys.exit(1 if bad else 0)

main()
