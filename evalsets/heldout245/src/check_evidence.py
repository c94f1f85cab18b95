#!/usr/bin/env python3
"""Self-check for heldout245: every '# + file: quote' / '# - file: quote' evidence comment in
questions.yaml must occur in that file's text (whitespace-insensitive; markdown ** and * markers and
PDF bullets ignored). PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; .md/.txt -> file;
the phone photo (.jpg) -> the page text kept in src/chang_runze_2026/."""
import os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260914_简历.jpg": os.path.join(HERE, "chang_runze_2026", "chang_runze_2026_page_text.txt")}


def text_of(name):
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    low = name.lower()
    if low.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if low.endswith(".docx"):
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
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fname)):
            continue  # header comment lines that merely look like evidence
        n += 1
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"MISSING line {i} [{sign}] {fname}: {quote}")
    print(f"{n} evidence quotes checked, {bad} missing")
    return 1 if bad or n == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
