#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in the file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file; .jpg: its page text
in src/ (text of the page before it was photographed). Whitespace-insensitive; markdown ** and
bullets '•' are ignored. Also checks that every gold key is in people: and every person is gold somewhere."""
import re, subprocess, sys, pathlib
import yaml
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"简历_盛雁北_2022.jpg": ROOT / "src/syb/sheng_yanbei_2022_page_text.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    f = CVS / name
    if not f.exists():
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if f.suffix == ".docx":
        d = Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return f.read_text(encoding="utf-8")

def main():
    qpath = ROOT / "questions.yaml"
    lines = qpath.read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        fname, quote = m.group(2).strip(), m.group(3)
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    keys = set(data["people"])
    golds = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                bad += 1; print("unknown key", k, "in", q["q"])
            golds.add(k)
    for k in keys - golds:
        bad += 1; print("person never gold:", k)
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
