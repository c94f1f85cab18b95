"""Checks every '# + file: quote' / '# - file: quote' comment in ../questions.yaml against the file's text.
Whitespace is ignored; Markdown ** / * markers are ignored. The photo's quotes are checked against
src/shz/shao_haizhou_2026_page_text.txt (the page text before it became a photo)."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
ALIAS = {"shao_haizhou_2026_page_text.txt": os.path.join(HERE, "shz", "shao_haizhou_2026_page_text.txt"),
         "IMG_20260918_143207.jpg": os.path.join(HERE, "shz", "shao_haizhou_2026_page_text.txt")}

def text_of(name):
    path = ALIAS.get(name, os.path.join(CVS, name))
    if path.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if path.endswith(".docx"):
        from docx import Document
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    txt = open(path, encoding="utf-8").read()
    if path.endswith(".md"):
        txt = txt.replace("**", "").replace("*", "")
    return txt

norm = lambda s: re.sub(r"\s+", "", s)
cache, bad, n = {}, 0, 0
for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*\S)\s*$", line)
    if not m:
        continue
    sign, f, q = m.groups()
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(q) not in cache[f]:
        bad += 1
        print(f"MISSING {sign} {f}: {q}")
print(f"{n} quotes checked, {bad} missing")
sys.exit(1 if bad else 0)
