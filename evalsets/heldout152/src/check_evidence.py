#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the
text of that file (whitespace-insensitive, PDF bullets ignored). Text sources: pdftotext for PDF,
python-docx paragraphs + table cells for DOCX, the raw file for .txt/.json, and for the photo
(.jpg) the page text saved before it became a photo (src/ji/ji_2026_page_text.txt).
Also checks gold keys exist, every person is gold somewhere, and the YAML parses if PyYAML exists."""
import os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"季沐禾_简历_2026.jpg": os.path.join(HERE, "ji", "ji_2026_page_text.txt")}

def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qtext = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    cache, bad, n = {}, 0, 0
    for ln, line in enumerate(qtext.splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|txt|json|jpg|md)):\s(.+)$", line)
        if not m:
            continue
        fname, quote = m.group(2), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fname)):
            print(f"line {ln}: missing file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {ln}: NOT FOUND in {fname}: {quote}"); bad += 1
    try:
        import yaml
        y = yaml.safe_load(qtext)
        keys = set(y["people"])
        used = set()
        for q in y["questions"]:
            for k in q["gold"]:
                if k not in keys:
                    print("unknown key", k, q["q"]); bad += 1
                used.add(k)
        if keys - used:
            print("never gold:", keys - used); bad += 1
        print(f"{len(y['questions'])} questions, {sum(1 for q in y['questions'] if not q['gold'])} empty-gold")
    except ImportError:
        print("(PyYAML not installed; structure not checked)")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
