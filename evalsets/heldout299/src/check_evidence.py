"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** and PDF bullets ignored; '·' and '・' treated alike) in the
text of its file. PDFs: pdftotext (raw and -layout). DOCX: python-docx paragraphs + table cells.
.md/.txt: the file. The .jpg photo: src/kilbride_page_text.txt (text of the page before it was
photographed). Also checks gold keys, empty-gold count and that every person is gold somewhere."""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_183512.jpg": os.path.join(HERE, "kilbride_page_text.txt"),
              "kilbride_page_text.txt": os.path.join(HERE, "kilbride_page_text.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "").replace("・", "·")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    if name in PHOTO_TEXT:
        t = [open(PHOTO_TEXT[name], encoding="utf-8").read()]
    else:
        path = os.path.join(CVS, name)
        if name.endswith(".pdf"):
            t = [subprocess.run(["pdftotext"] + a + [path, "-"], capture_output=True, text=True).stdout
                 for a in ([], ["-layout"])]
        elif name.endswith(".docx"):
            d = Document(path)
            parts = [p.text for p in d.paragraphs]
            for tb in d.tables:
                for row in tb.rows:
                    for c in row.cells:
                        parts.append(c.text)
            t = ["\n".join(parts)]
        else:
            t = [open(path, encoding="utf-8").read()]
    _cache[name] = [norm(x) for x in t]
    return _cache[name]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    bad = 0; n = 0
    for i, line in enumerate(open(qpath, encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s+(.*\S)\s*$", line)
        if not m:
            continue
        n += 1
        fname, quote = m.group(2), m.group(3)
        if fname not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, fname)):
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if not any(norm(quote) in t for t in text_of(fname)):
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    qs = data["questions"]
    golds = set()
    for q in qs:
        for k in q["gold"]:
            if k not in keys:
                print("unknown key", k, "in", q["q"]); bad += 1
            golds.add(k)
    missing = keys - golds
    if missing:
        print("never gold:", missing); bad += 1
    zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
    print(f"{n} quotes checked, {len(qs)} questions ({zh} Chinese), "
          f"{sum(1 for q in qs if not q['gold'])} empty-gold, problems: {bad}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
