"""Self-check: every '+ file: quote' / '- file: quote' comment in questions.yaml must occur in
the text of that file (whitespace runs ignored; markdown ** * ### markers ignored; PDF bullets
ignored). PDFs: pdftotext (default and -layout). DOCX: python-docx paragraphs, table cells,
header/footer. The JPEG is checked against build/tex/zhou_ting_en.pdf it was rendered from."""
import pathlib, re, subprocess, sys
import docx

HERE = pathlib.Path(__file__).resolve().parent.parent
CVS = HERE / "cvs"
SOURCE_OF = {"IMG_20261102_093114.jpg": HERE / "build" / "tex" / "zhou_ting_en.pdf"}


def norm(s):
    s = s.replace("**", "").replace("•", "")
    s = re.sub(r"(?m)^#+ ", "", s)
    s = s.replace("*", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    path = SOURCE_OF.get(name, CVS / name)
    if path.suffix == ".pdf":
        outs = [subprocess.run(["pdftotext", *opt, str(path), "-"], capture_output=True, text=True).stdout
                for opt in ([], ["-layout"])]
        return outs
    if path.suffix == ".docx":
        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts += [p.text for p in c.paragraphs]
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return ["\n".join(parts)]
    return [path.read_text(encoding="utf-8")]


def main(files=("questions.yaml",)):
    cache, bad, n = {}, 0, 0
    for fn in files:
        for i, line in enumerate((HERE / fn).read_text(encoding="utf-8").splitlines(), 1):
            m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s*(.+?)\s*$", line)
            if not m:
                continue
            sign, name, quote = m.groups()
            n += 1
            if name not in cache:
                cache[name] = [norm(t) for t in text_of(name)]
            if not any(norm(quote) in t for t in cache[name]):
                bad += 1
                print(f"{fn}:{i}: NOT FOUND {sign} {name}: {quote}")
    print(f"{n} quotes checked, {bad} not found")
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
