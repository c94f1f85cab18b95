#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive, PDF bullets ignored) in the text of that file in ../cvs.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .txt/.json/.md: the file;
the photo IMG_20261103_184512.jpg: src/ge_mingyue_zh_page.txt (text of the page before the photo).
Also checks gold keys exist, every person is gold somewhere, and the YAML parses."""
import pathlib, re, subprocess, sys
HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": HERE / "ge_mingyue_zh_page.txt"}

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    return re.sub(r"[\s•]+", "", s)

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|txt|json|md|jpg)):\s+(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if fname not in cache:
            if fname not in PHOTO_TEXT and not (CVS / fname).exists():
                print(f"line {i}: no such file {fname}"); bad += 1; continue
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    try:
        import yaml
        y = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
        keys = set(y["people"])
        used = set()
        for q in y["questions"]:
            for k in q["gold"]:
                if k not in keys:
                    print("unknown key", k, q["q"]); bad += 1
            used |= set(q["gold"])
        if keys - used:
            print("never gold:", keys - used); bad += 1
        print(f"{len(y['questions'])} questions, {sum(1 for q in y['questions'] if not q['gold'])} empty-gold")
    except ImportError:
        print("(pyyaml not installed; YAML structure not checked)")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
