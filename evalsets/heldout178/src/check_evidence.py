"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file (markdown ** and *
removed); .jpg: the pdftotext of the page before it became a photo (src/shaowanqing/...txt).
Comparison: NFKC, all whitespace removed. Also checks that every gold person has a '+' line and
that gold keys exist. Exit 1 on failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import docx

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {"ingrid_haugland_cv.pdf": "IH", "葛俊豪_简历.pdf": "GJH", "Bartlomiej_Sroka_CV.docx": "BS",
         "rafael_ibarguen.md": "RI", "vivian_shao_cv_2017.txt": "SWQ", "邵婉晴_简历_2026.jpg": "SWQ"}
PHOTO_TEXT = {"邵婉晴_简历_2026.jpg": ROOT / "src" / "shaowanqing" / "shaowanqing_2026_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
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
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts += [x.text for x in c.paragraphs]
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    in_q = False
    people = set()
    pending, fails, n_ev, n_q = [], 0, 0, 0
    for ln in lines:
        if ln.startswith("people:"):
            in_q = "people"; continue
        if ln.startswith("questions:"):
            in_q = "q"; continue
        if in_q == "people":
            m = re.match(r"\s+(\w+):\s*\[", ln)
            if m: people.add(m.group(1))
        if in_q != "q":
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            sign, f, quote = m.group(1), m.group(2).strip(), m.group(3)
            n_ev += 1
            try:
                ok = norm(quote) in text_of(f)
            except FileNotFoundError:
                ok = False
            if not ok:
                fails += 1; print(f"FAIL quote not found: {f}: {quote}")
            pending.append((sign, f))
            continue
        m = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", ln)
        if m:
            n_q += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            for g in gold:
                if g not in people:
                    fails += 1; print(f"FAIL unknown key {g} in: {m.group(1)}")
            plus = {OWNER.get(f) for sg, f in pending if sg == "+"}
            for g in gold:
                if g not in plus:
                    fails += 1; print(f"FAIL gold {g} has no + evidence: {m.group(1)}")
            for sg, f in pending:
                if sg == "+" and OWNER.get(f) not in gold:
                    fails += 1; print(f"FAIL + line for non-gold {OWNER.get(f)}: {m.group(1)}")
                if sg == "-" and OWNER.get(f) in gold:
                    fails += 1; print(f"FAIL - line names gold {OWNER.get(f)}: {m.group(1)}")
            pending = []
    print(f"{n_q} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
