"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file itself (.txt/.json),
src/zhang/zhang_hongwei_2026_page.txt for the photographed page (.jpg). Comparison ignores whitespace,
case and NFKC width forms (pdftotext renders small caps upper-case; '·' may come out as '・').
Also checks: every gold key has a '+' line from one of its own files, no '+' line comes from a
non-gold person, no '-' line is from a gold person, every person is gold somewhere, keys exist."""
import re, sys, subprocess, unicodedata, pathlib, json
here = pathlib.Path(__file__).resolve().parent
root = here.parent
cvs = root / "cvs"
PHOTO_TEXT = {"IMG_20261104_183512.jpg": here / "zhang" / "zhang_hongwei_2026_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("・", "·").casefold()
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache: return _cache[name]
    p = cvs / name
    if not p.exists():
        raise SystemExit(f"missing file {name}")
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells: parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

lines = (root / "questions.yaml").read_text(encoding="utf-8").splitlines()
people = {}
in_people = False
for l in lines:
    if l.startswith("people:"): in_people = True; continue
    if in_people:
        m = re.match(r"\s+(\w+):\s*\[", l)
        if m: people[m.group(1)] = True; continue
        if not l.startswith(" "): in_people = False

fails, nq, nev = 0, 0, 0
pending = []
gold_seen = set()
in_questions = False
OWNERS = {"高峻熙_简历.pdf": "GJ", "邹丽萍_个人简历.docx": "ZL", "mateusz_kurowski_cv.pdf": "MK",
          "njeri_kagwe_cv.txt": "NK", "resume_2022.json": "ZH", "IMG_20261104_183512.jpg": "ZH"}
for i, l in enumerate(lines, 1):
    if l.startswith("questions:"): in_questions = True
    m = re.match(r"\s*#\s*([+-])\s*([^:\s][^:]*?):\s(.*)$", l)
    if m and (cvs / m.group(2)).exists():
        sign, f, quote = m.groups()
        nev += 1
        pending.append((sign, f, quote))
        if norm(quote) not in text_of(f):
            print(f"FAIL line {i}: {f}: {quote}"); fails += 1
        continue
    if m and in_questions:
        if re.match(r"\s*#\s*[+-]\s", l):
            print(f"FAIL line {i}: unknown file {m.group(2)}"); fails += 1
    q = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", l)
    if q:
        nq += 1
        gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
        tags = [t.strip() for t in q.group(3).split(",")]
        for g in gold:
            if g not in people: print(f"FAIL line {i}: unknown key {g}"); fails += 1
            gold_seen.add(g)
        if not gold and "empty-gold" not in tags:
            print(f"FAIL line {i}: empty gold without empty-gold tag"); fails += 1
        if gold and "empty-gold" in tags:
            print(f"FAIL line {i}: empty-gold tag with gold"); fails += 1
        plus_owners = {OWNERS[f] for s, f, _ in pending if s == "+"}
        minus_owners = {OWNERS[f] for s, f, _ in pending if s == "-"}
        for g in gold:
            if g not in plus_owners: print(f"FAIL line {i}: gold {g} without + evidence from its own file"); fails += 1
        for o in plus_owners - set(gold):
            print(f"FAIL line {i}: + evidence from non-gold person {o}"); fails += 1
        for o in minus_owners & set(gold):
            print(f"FAIL line {i}: - evidence names gold person {o}"); fails += 1
        pending = []
for k in people:
    if k not in gold_seen: print(f"FAIL: {k} is never gold"); fails += 1
print(f"{nq} questions, {nev} evidence lines, {fails} failures")
sys.exit(1 if fails else 0)
