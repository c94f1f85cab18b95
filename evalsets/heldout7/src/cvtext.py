"""Plain text of every CV in ../cvs, as the evidence check sees it.
PDF: pdftotext (default reading order). DOCX: python-docx body paragraphs, table cells (nested), header and
footer paragraphs. MD/TXT: the file. JPG (phone photo): the text of the PDF it was photographed from
(pdftotext of src/thomas_wright_src.tex's PDF, stored as src/photo_IMG_20261115_181203.txt), since the
photo itself has no text layer."""
import os, subprocess, sys
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
CVS = os.path.join(HERE, "..", "cvs")
PHOTO_SOURCES = {"IMG_20261115_181203.jpg": os.path.join(HERE, "photo_IMG_20261115_181203.txt")}


def _cells(table, out):
    for row in table.rows:
        for cell in row.cells:
            for p in cell.paragraphs:
                out.append(p.text)
            for t in cell.tables:
                _cells(t, out)


def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_SOURCES:
        path = PHOTO_SOURCES[name]
    if path.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if path.endswith(".docx"):
        d = Document(path)
        out = [p.text for p in d.paragraphs]
        for t in d.tables:
            _cells(t, out)
        for s in d.sections:
            out += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(out)
    return open(path, encoding="utf-8").read()


if __name__ == "__main__":
    for n in sys.argv[1:] or sorted(os.listdir(CVS)):
        print("=" * 20, n)
        print(text_of(n))
