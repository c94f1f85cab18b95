#!/usr/bin/env python3
"""Self-check for heldout75: every '+'/'-' evidence quote in questions.yaml must occur in the text of
its file (whitespace-insensitive, NFKC). Also checks gold keys exist and each person is gold somewhere.
PDF: pdftotext (raw and -layout); DOCX: python-docx body paragraphs, table cells and header/footer
paragraphs; .txt/.json: the file; .jpg: src/su_jingcheng_photo_page.txt (text of the page before it
was photographed). Run with src/.venv/bin/python."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml  # noqa (fallback below if missing)

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "su_jingcheng_photo_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    f = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if not f.exists():
        raise FileNotFoundError(name)
    if f.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(f), "-"], capture_output=True, text=True).stdout
        return a + "\n\u0000\n" + b
    if f.suffix == ".docx":
        from docx import Document
        d = Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n\u0000\n".join(parts)
    return f.read_text(encoding="utf-8")

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    keys = set(data["people"])
    cache, fails, n = {}, 0, 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|txt|json|jpg)):\s(.*)$", ln)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if fname not in cache:
            try:
                cache[fname] = norm(text_of(fname))
            except FileNotFoundError:
                print(f"line {i}: no such file {fname}"); fails += 1; cache[fname] = None; continue
        if cache[fname] is None:
            fails += 1; continue
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); fails += 1
    gold_seen = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); fails += 1
            gold_seen.add(g)
    for k in keys - gold_seen:
        print("never gold:", k); fails += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
