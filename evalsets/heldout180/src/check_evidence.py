"""Self-check for heldout180: every '# + file: quote' / '# - file: quote' evidence comment in
../questions.yaml must occur in that file's text (whitespace-insensitive, NFKC, markdown markers
and PDF bullets ignored). PDFs: pdftotext (raw and -layout); DOCX: paragraphs + table cells;
.md/.txt: the file; the photo IMG_20261103_0915.jpg: src/nandini_sreekumar_2026_page.txt.
Also checks gold keys exist in people:, every person is gold somewhere, and counts."""
import re, subprocess, sys, unicodedata
from pathlib import Path
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_0915.jpg": HERE / "nandini_sreekumar_2026_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "").replace("*", "").replace("#", "")
    return re.sub(r"\s+", "", s)

def texts(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text(encoding="utf-8")]
    if not p.exists():
        raise FileNotFoundError(name)
    if p.suffix == ".pdf":
        return [subprocess.run(["pdftotext"] + extra + [str(p), "-"], capture_output=True, text=True).stdout
                for extra in ([], ["-layout"])]
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    return [p.read_text(encoding="utf-8")]

cache, bad, n = {}, 0, 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
people, golds, nq, empty, zh = set(), [], 0, 0, 0
in_people = in_questions = False
for ln in lines:
    if ln.startswith("people:"):
        in_people = True; continue
    if in_people and re.match(r"^  [A-Z]{2}:", ln):
        people.add(ln.split(":")[0].strip()); continue
    if ln.startswith("questions:"):
        in_people = False; in_questions = True
    m = in_questions and re.match(r"^\s*#\s*([+-])\s+(\S[^:]*?):\s+(.*)$", ln)
    if m:
        sign, f, quote = m.groups()
        n += 1
        try:
            if f not in cache:
                cache[f] = [norm(t) for t in texts(f)]
        except FileNotFoundError:
            bad += 1; print("NO SUCH FILE", f); continue
        if not any(norm(quote) in t for t in cache[f]):
            bad += 1
            print(f"MISSING {sign} {f}: {quote}")
        continue
    q = re.match(r'^\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\]\}', ln)
    if q:
        nq += 1
        g = [x.strip() for x in q.group(2).split(",") if x.strip()]
        golds += g
        empty += not g
        zh += bool(re.search(r"[\u4e00-\u9fff]", q.group(1)))
        for k in g:
            if k not in people:
                bad += 1; print("UNKNOWN KEY", k, "in", q.group(1))
        if ("empty-gold" in q.group(3)) != (not g):
            bad += 1; print("empty-gold tag mismatch:", q.group(1))
for p in people - set(golds):
    bad += 1; print("never gold:", p)
print(f"{n} quotes checked, {bad} problems; {nq} questions ({zh} Chinese, {empty} empty-gold); people {sorted(people)}")
sys.exit(1 if bad else 0)
