#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and * markers ignored; PDF bullets ignored).
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file;
the photo IMG_20261103_182544.jpg: src/joanne_lui_2026_page_text.txt."""
import re, subprocess, sys, pathlib
ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_182544.jpg": ROOT / "src" / "joanne_lui_2026_page_text.txt"}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(p)
    if p.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        return a + "\n" + b
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    bad = n = 0
    cache = {}
    for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|jpg)):\s+(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        n += 1
        try:
            t = cache.setdefault(fname, norm(text_of(fname)))
        except FileNotFoundError as e:
            print(f"line {i}: missing file {e}"); bad += 1; continue
        if norm(quote) not in t:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    print(f"{n} quotes checked, {bad} failed")
    # light structural check
    import yaml
    y = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(y["people"])
    used = set()
    for q in y["questions"]:
        assert set(q["gold"]) <= keys, q
        used |= set(q["gold"])
    print(f"{len(y['questions'])} questions; people never gold: {sorted(keys - used)}")
    sys.exit(1 if bad or keys - used else 0)

if __name__ == "__main__":
    main()
