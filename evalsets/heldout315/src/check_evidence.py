#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** / * markers ignored). PDF: pdftotext; DOCX: python-docx paragraphs
and table cells; .md/.txt: raw file; the photo (IMG_*.jpg, alias maren_2026): src/maren/maren_2026_page.txt.
Also checks gold keys exist in people: and every person is gold at least once."""
import re, subprocess, sys
from pathlib import Path
import yaml  # noqa

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = ROOT / "src" / "maren" / "maren_2026_page.txt"
ALIASES = {"maren_2026": "IMG_20261104_183512.jpg"}

def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    name = ALIASES.get(name, name)
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(p)
    if p.suffix.lower() == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix.lower() == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts += [x.text for x in c.paragraphs]
        for sec in d.sections:
            parts += [x.text for x in sec.header.paragraphs] + [x.text for x in sec.footer.paragraphs]
        return "\n".join(parts)
    if p.suffix.lower() in (".jpg", ".jpeg", ".png"):
        return PHOTO_TEXT.read_text(encoding="utf-8")
    return p.read_text(encoding="utf-8")

def main():
    qpath = ROOT / "questions.yaml"
    lines = qpath.read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?):\s(.+)$", line)
        if not m or not line.strip().startswith("# +") and not line.strip().startswith("# -"):
            continue
        sign, fname, quote = m.groups()
        n += 1
        if fname not in cache:
            try:
                cache[fname] = norm(text_of(fname))
            except FileNotFoundError as e:
                print(f"line {i}: missing file {e}"); bad += 1; continue
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    people = set(data["people"])
    seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print("unknown key", k, q["q"]); bad += 1
            seen.add(k)
    for k in people - seen:
        print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
