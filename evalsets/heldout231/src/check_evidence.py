"""Check every '# + file: quote' / '# - file: quote' line in ../questions.yaml.

Each quote must occur (whitespace-insensitive, NFKC, markdown ** ignored) in the text of its file:
pdftotext for PDFs, python-docx paragraphs + table cells for DOCX, the file for .md/.txt, and for
the photographed page the pdftotext of that page kept in src/. Also checks every gold person has
at least one '+' line and that every question has a q/gold/tags. Exit 1 on any failure."""
import re, sys, subprocess, unicodedata, pathlib
import yaml
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {"solomiya_hrytsenko_cv.pdf": "SH", "裘致远_射频测试_简历.pdf": "QZ", "巢若蓁_个人简历.docx": "CR",
         "halina_grabowska.md": "HG", "duncan_faulconbridge_cv_2021.txt": "DF", "IMG_20261102_091544.jpg": "DF"}
PHOTO_TEXT = {"IMG_20261102_091544.jpg": ROOT / "src/faulconbridge/duncan_faulconbridge_2026_page1.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    fails = 0
    pending = []
    nq = 0
    start = lines.index("questions:")
    for ln, line in enumerate(lines, 1):
        if ln <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m and (CVS / m.group(2)).exists() or (m and m.group(2) in PHOTO_TEXT):
            sign, f, q = m.groups()
            try:
                ok = norm(q) in text_of(f)
            except FileNotFoundError:
                ok = False
            if not ok:
                fails += 1
                print(f"FAIL line {ln}: {sign} {f}: {q}")
            pending.append((sign, f))
            continue
        elif m:
            fails += 1
            print(f"FAIL line {ln}: unknown file {m.group(2)}")
            continue
        if re.match(r"\s*-\s*\{q:", line):
            nq += 1
            item = yaml.safe_load(line.strip()[2:])
            gold = item.get("gold") or []
            files_plus = {f for s, f in pending if s == "+"}
            if gold and not files_plus:
                fails += 1
                print(f"FAIL line {ln}: gold {gold} but no + evidence")
            if not gold and any(s == "+" for s, _ in pending):
                fails += 1
                print(f"FAIL line {ln}: empty gold with + evidence")
            owners_plus = {OWNER[f] for s, f in pending if s == "+"}
            owners_minus = {OWNER[f] for s, f in pending if s == "-"}
            for k in gold:
                if k not in owners_plus:
                    fails += 1
                    print(f"FAIL line {ln}: gold {k} has no + evidence from their own file")
            for k in owners_plus - set(gold):
                fails += 1
                print(f"FAIL line {ln}: + evidence for non-gold {k}")
            for k in owners_minus & set(gold):
                print(f"note line {ln}: - trap line from gold person {k}'s file")
            for k in gold:
                if k not in data["people"]:
                    fails += 1
                    print(f"FAIL line {ln}: unknown key {k}")
            if not item.get("tags"):
                fails += 1
                print(f"FAIL line {ln}: no tags")
            pending = []
    print(f"{nq} questions checked, {fails} failure(s)")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
