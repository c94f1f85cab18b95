"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC). PDFs: pdftotext; DOCX: python-docx paragraphs + table cells;
.md: the file with ** / _ markers removed; the phone photo: src/chao_ruoxin_page.txt (pdftotext
of the page before it was photographed). Also checks every gold key has a '+' line and every
person is gold somewhere. Usage: .venv/bin/python check_evidence.py [--dump FILE]"""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml  # noqa
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
FILES = {
    "QYZ": ["qin_yizhou_cv.pdf"],
    "TMZ": ["tang_mingzhe_resume_2022.md", "汤铭哲_简历_2026.docx"],
    "KWQ": ["寇文谦_简历.pdf"],
    "LYQ": ["Yaqi_Lin_Resume.docx"],
    "CRX": ["IMG_20261103_091542.jpg"],
}
PHOTO_TEXT = {"IMG_20261103_091542.jpg": HERE / "chao_ruoxin_page.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    s = p.read_text(encoding="utf-8")
    return s.replace("**", "")


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--dump":
        print(text_of(sys.argv[2]))
        return 0
    qy = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(qy)
    files = {p.name for p in CVS.iterdir()}
    cache = {}
    fails = 0
    n = 0
    pending = []
    qi = 0
    gold_seen = set()
    body = qy.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s+(.*\S)\s*$", line)
        if m:
            sign, fn, quote = m.groups()
            n += 1
            if fn not in files:
                print("NO SUCH FILE:", fn); fails += 1; continue
            if fn not in cache:
                cache[fn] = norm(text_of(fn))
            if norm(quote) not in cache[fn]:
                print(f"NOT FOUND [{fn}]: {quote}"); fails += 1
            pending.append((sign, fn))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = data["questions"][qi]; qi += 1
            plus_files = {fn for s, fn in pending if s == "+"}
            for k in q["gold"]:
                gold_seen.add(k)
                own = set(FILES[k])
                if not (own & plus_files):
                    print(f"NO + EVIDENCE for {k} in: {q['q']}"); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print("question count mismatch", qi, len(data["questions"])); fails += 1
    missing = set(data["people"]) - gold_seen
    if missing:
        print("never gold:", missing); fails += 1
    print(f"{n} evidence lines, {qi} questions, {fails} failures")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
