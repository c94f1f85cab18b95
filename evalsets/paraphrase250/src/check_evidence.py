"""Checks every '# + file: quote' / '# - file: quote' line of ../questions.yaml against the
text of the file in ../cvs (pdftotext for PDF, python-docx paragraphs + table cells + header/footer
for DOCX, raw text for md/txt/json; the photo .jpg is checked against src/cv_photo_page.txt).
Matching ignores all whitespace and Markdown ** markers. Also checks that all 4 phrasings of an
intent share one gold, that every gold key has people aliases, and that everyone is gold somewhere.
Exit 1 on any failure."""
import re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20261104_183215.jpg": SRC / "cv_photo_page.txt", "cv_photo_page.txt": SRC / "cv_photo_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    else:
        p = CVS / name
        if p.suffix == ".pdf":
            t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
        elif p.suffix == ".docx":
            d = Document(str(p))
            parts = [x.text for x in d.paragraphs]
            for tb in d.tables:
                for row in tb.rows:
                    parts += [c.text for c in row.cells]
            for s in d.sections:
                parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
            t = "\n".join(parts)
        else:
            t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    fails = 0
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    n_ev = 0
    pending = []
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.[A-Za-z]+):\s+(.*\S)\s*$", ln)
        if not m:
            continue
        sign, fname, quote = m.groups()
        n_ev += 1
        if fname not in PHOTO_TEXT and not (CVS / fname).exists():
            print(f"line {i}: no such file {fname}"); fails += 1; continue
        if norm(quote) not in text_of(fname):
            print(f"line {i}: quote not found in {fname}: {quote}"); fails += 1
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    people = data["people"]
    by_intent = defaultdict(list)
    gold_seen = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            gold_seen.add(k)
            if k not in people:
                print(f"unknown key {k} in {q['q']}"); fails += 1
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print(f"intent {it}: {len(qs)} questions, golds {golds}"); fails += 1
    for k in people:
        if k not in gold_seen:
            print(f"person {k} is never gold"); fails += 1
    print(f"{n_ev} evidence lines, {len(data['questions'])} questions, {len(by_intent)} intents, {fails} failures")
    sys.exit(1 if fails else 0)

main()
