"""Self-check: every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive) in its file's text. PDFs via pdftotext, DOCX via python-docx paragraphs
and table cells, .txt/.json as is, the phone photo via the saved text of its page in src/."""
import pathlib, re, subprocess, sys
import yaml
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20261103_142207.jpg": SRC / "zhuang_xiaobei_2026_page.txt"}

def norm(s):
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if not p.exists():
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
        t = t.replace("•", "")
    elif p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    qfile = ROOT / "questions.yaml"
    data = yaml.safe_load(qfile.read_text(encoding="utf-8"))
    people = set(data["people"])
    bad = n = 0
    for i, line in enumerate(qfile.read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|txt|json|jpg|md)):\s(.+)$", line)
        if not m:
            continue
        n += 1
        _, f, quote = m.groups()
        if norm(quote) not in text_of(f):
            bad += 1
            print(f"line {i}: NOT FOUND in {f}: {quote}")
    gold_seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                bad += 1; print("unknown key", k, q["q"])
            gold_seen.add(k)
    for k in people - gold_seen:
        bad += 1; print("person never gold:", k)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
