#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive) in the text of that file, and that the YAML is well formed.
Text sources: pdftotext for .pdf, python-docx paragraphs + table cells for .docx, the raw file for
.txt/.json/.md, and src/cui_yuecheng_2026_page.txt for the photographed page (.jpg)."""
import re, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_191544.jpg": HERE / "cui_yuecheng_2026_page.txt"}

def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-enc", "UTF-8", str(p), "-"], capture_output=True,
                              text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

norm = lambda s: re.sub(r"\s+", "", s)

def main():
    import yaml
    qy = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(qy)
    keys = set(data["people"])
    bad = 0; n = 0; cache = {}
    for line in qy.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|txt|json|md|jpg)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2), m.group(3).strip()
        if f not in cache:
            try:
                cache[f] = norm(text_of(f))
            except FileNotFoundError:
                print("MISSING FILE", f); bad += 1; cache[f] = ""
                continue
        if norm(quote) not in cache[f]:
            print("NOT FOUND", f, "::", quote); bad += 1
    gold_seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("UNKNOWN KEY", k, q["q"]); bad += 1
            gold_seen.add(k)
    for k in keys - gold_seen:
        print("NEVER GOLD", k); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
