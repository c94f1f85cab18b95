"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive, NFKC, PDF bullets ignored) in the text of that file in ../cvs."""
import os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_214512.jpg": os.path.join(HERE, "gao_sining_zh_2026_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    if fn in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fn], encoding="utf-8").read()]
    if fn.lower().endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if fn.lower().endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    return [open(p, encoding="utf-8").read()]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fn)):
            continue  # a '# -' line in the header prose, not evidence
        n += 1
        if fn not in cache:
            cache[fn] = [norm(t) for t in text_of(fn)]
        if not any(norm(quote) in t for t in cache[fn]):
            bad += 1
            print(f"line {i}: NOT FOUND in {fn}: {quote}")
    print(f"{n} quotes checked, {bad} missing")
    # every cvs file must be covered by some quote
    used = {re.match(r"\s*#\s*[+-]\s+(\S+?):", l).group(1) for l in lines if re.match(r"\s*#\s*[+-]\s+\S+?:\s", l)}
    for f in sorted(os.listdir(CVS)):
        if f not in used:
            print("no quote from", f)
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
