"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), raw file (.txt/.json/.md),
src/**/<stem>.txt for photos (.jpg). Whitespace, PDF bullets and hyphen variants are ignored.
Also checks gold keys against people:, the as_of line and that every person is gold somewhere."""
import os, re, subprocess, sys, glob
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def norm(s):
    s = s.replace("\u2010", "-").replace("\u2011", "-").replace("\u2212", "-").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise SystemExit(f"missing file: {name}")
    ext = name.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        t = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    elif ext == "docx":
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    elif ext in ("jpg", "jpeg", "png"):
        stem = name.rsplit(".", 1)[0]
        hits = glob.glob(os.path.join(HERE, "**", stem + ".txt"), recursive=True)
        if not hits:
            raise SystemExit(f"no page text for photo {name}")
        t = open(hits[0], encoding="utf-8").read()
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    raw = open(qpath, encoding="utf-8").read()
    data = yaml.safe_load(raw)
    bad = 0
    n = 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|txt|json|md|jpg)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        f, q = m.group(2), m.group(3)
        if norm(q) not in text_of(f):
            bad += 1
            print(f"NOT FOUND [{f}]: {q}")
    people = data["people"]
    gold_seen = set()
    for item in data["questions"]:
        for k in item["gold"]:
            if k not in people:
                bad += 1
                print("unknown key", k, "in", item["q"])
            gold_seen.add(k)
    for k in people:
        if k not in gold_seen:
            bad += 1
            print("never gold:", k)
    assert str(data.get("as_of")) == "2026-11-30", data.get("as_of")
    nq = len(data["questions"])
    empty = sum(1 for i in data["questions"] if not i["gold"])
    zh = sum(1 for i in data["questions"] if re.search(r"[\u4e00-\u9fff]", i["q"]))
    print(f"{n} quotes checked, {bad} problems; {nq} questions, {empty} empty-gold, {zh} Chinese")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
