"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text.
Text: pdftotext (layout and raw) for PDFs, python-docx paragraphs + table cells for DOCX, the file for .md,
src/gao/gao_en_page.txt for the photo. Comparison ignores all whitespace, PDF bullets and markdown markers."""
import os, re, subprocess, sys
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_184512.jpg": os.path.join(HERE, "gao", "gao_en_page.txt")}


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def texts(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return [open(PHOTO_TEXT[name], encoding="utf-8").read()]
    if name.endswith(".pdf"):
        out = []
        for opt in (["-layout"], ["-raw"], []):
            out.append(subprocess.run(["pdftotext", *opt, path, "-"], capture_output=True, text=True, check=True).stdout)
        return out
    if name.endswith(".docx"):
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    return [open(path, encoding="utf-8").read()]


def main():
    cache, bad, n = {}, 0, 0
    files = set(os.listdir(CVS))
    for ln, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s(.+)$", line)
        if not m or m.group(2) not in files and not m.group(2).endswith((".pdf", ".docx", ".md", ".jpg")):
            continue
        sign, fname, quote = m.groups()
        n += 1
        if fname not in files:
            print(f"line {ln}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = [norm(t) for t in texts(fname)]
        if not any(norm(quote) in t for t in cache[fname]):
            print(f"line {ln}: NOT FOUND in {fname}: {quote}"); bad += 1
    print(f"{n} quotes checked, {bad} failing")
    return 1 if bad or n == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
