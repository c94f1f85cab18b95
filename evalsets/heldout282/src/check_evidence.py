"""Self-check for heldout282: every '# + file: quote' / '# - file: quote' line in questions.yaml must
occur (whitespace-insensitive; markdown ** and * markers ignored) in that file's text.
PDF: pdftotext (raw and -layout); DOCX: python-docx paragraphs + table cells; .md/.json: raw file;
the photo IMG_20261103_194512.jpg: src/guo_manni_2026_zh.page.txt (its page text before photographing).
Also checks gold keys exist in people:, every person is gold somewhere, and counts.
Run with src/.venv/bin/python."""
import os, re, subprocess, sys
import yaml  # noqa: F401  (optional) -- fall back to a tiny parser if missing
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_194512.jpg": os.path.join(ROOT, "src", "guo_manni_2026_zh.page.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "")
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
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    fails = n = 0
    for line in src.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|json|jpg|txt)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        sign, fname, quote = m.groups()
        if norm(quote) not in text_of(fname):
            fails += 1
            print(f"NOT FOUND [{sign}] {fname}: {quote}")
    data = yaml.safe_load(src)
    people = data["people"]
    golds = set()
    kinds = {}
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                fails += 1; print("unknown key", k, q["q"])
            golds.add(k)
        for t in q["tags"]:
            kinds[t] = kinds.get(t, 0) + 1
    for k in people:
        if k not in golds:
            fails += 1; print("never gold:", k)
    qs = data["questions"]
    zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
    print(f"{n} quotes checked, {len(qs)} questions ({zh} Chinese), "
          f"{sum(1 for q in qs if not q['gold'])} empty-gold; tags: {kinds}")
    if fails:
        print(f"{fails} FAILURES"); sys.exit(1)
    print("OK")

if __name__ == "__main__":
    main()
