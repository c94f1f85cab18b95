"""Dump the text of every CV in ../cvs to text/<file>.txt (used by check_evidence.py)."""
import json, os, subprocess, sys, unicodedata
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
CVS = os.path.join(HERE, "..", "cvs")

def docx_text(path):
    d = Document(path)
    parts = []
    for s in d.sections:
        for p in s.header.paragraphs + s.footer.paragraphs:
            parts.append(p.text)
    parts += [p.text for p in d.paragraphs]
    for t in d.tables:
        for r in t.rows:
            for c in r.cells:
                parts.append(c.text)
    return "\n".join(parts)

def file_text(name):
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        return docx_text(path)
    if name.endswith(".jpg"):  # phone photo: text of the page before it was photographed
        return open(os.path.join(HERE, os.path.splitext(name)[0] + ".txt"), encoding="utf-8").read()
    return open(path, encoding="utf-8").read()

if __name__ == "__main__":
    os.makedirs(os.path.join(HERE, "text"), exist_ok=True)
    for n in sorted(os.listdir(CVS)):
        with open(os.path.join(HERE, "text", n + ".txt"), "w", encoding="utf-8") as f:
            f.write(file_text(n))
        print(n)
