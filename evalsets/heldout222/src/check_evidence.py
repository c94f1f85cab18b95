"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text.

Text per file: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the raw file
(.json/.txt/.md), and for the photographed page src/devon/page_text.txt (pdftotext of the page
before it became a photo). Comparison ignores all whitespace.
Run: src/.venv/bin/python src/check_evidence.py
"""
import pathlib, re, subprocess, sys
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261012_093114.jpg": ROOT / "src" / "devon" / "page_text.txt"}


def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    return re.sub(r"\s+", "", s)


def main():
    cache, bad, n = {}, 0, 0
    for ln, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|json|txt|md|jpg)):\s?(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        n += 1
        try:
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
        except FileNotFoundError:
            print(f"line {ln}: no such file {fname}")
            bad += 1
            continue
        if norm(quote) not in cache[fname]:
            print(f"line {ln}: NOT FOUND in {fname}: {quote}")
            bad += 1
    print(f"{n} quotes checked, {bad} problems")
    # every file in cvs/ cited, every person gold somewhere
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
