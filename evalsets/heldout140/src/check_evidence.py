"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive). PDF: pdftotext; DOCX: python-docx body paragraphs, table cells, headers
and footers; .txt/.json/.md: the file; the photo: src/longruoyi_2026_page.txt. Also checks that
every gold key is in people: and every person is gold somewhere."""
import re, subprocess, sys
from pathlib import Path
import yaml
from docx import Document

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_091544.jpg": HERE / "longruoyi_2026_page.txt"}

def norm(s):
    return re.sub(r"\s+", "", s.replace("•", ""))

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    qpath = ROOT / "questions.yaml"
    lines = qpath.read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+\.(?:pdf|docx|txt|json|md|jpg)):\s(.*)$", line)
        if not m:
            continue
        n += 1
        fname, quote = m.group(2).strip(), m.group(3).strip()
        if fname not in cache:
            try:
                cache[fname] = norm(text_of(fname))
            except Exception as e:  # missing file etc.
                print(f"L{i}: cannot read {fname}: {e}"); bad += 1; continue
        if norm(quote) not in cache[fname]:
            print(f"L{i}: NOT FOUND in {fname}: {quote}"); bad += 1
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    keys = set(data["people"])
    gold_seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("unknown key", k, "in", q["q"]); bad += 1
            gold_seen.add(k)
    for k in keys - gold_seen:
        print("person never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
