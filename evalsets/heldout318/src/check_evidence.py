#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive; markdown * markers and PDF bullet glyphs ignored) in the file's text."""
import re, subprocess, sys, json
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"郭晓彤_简历_2023.jpg": HERE / "guo_xiaotong_zh_2023_photo.txt"}


def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    suf = p.suffix.lower()
    if suf == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if suf == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for cell in row.cells:
                    parts.append(cell.text)
        return "\n".join(parts)
    if suf == ".json":
        json.loads(p.read_text(encoding="utf-8"))  # must be valid JSON
    return p.read_text(encoding="utf-8")


def norm(s):
    s = s.replace("**", "").replace("*", "")
    s = re.sub(r"[•{]", "", s)  # PDF bullet glyphs (moderncv renders its bullet as '{' in pdftotext)
    return re.sub(r"\s+", "", s)


def main():
    qfile = ROOT / "questions.yaml"
    cache, bad, n = {}, 0, 0
    pat = re.compile(r"^\s*#\s*([+-])\s+(\S+?):\s(.+?)\s*$")
    started = False
    for ln, line in enumerate(qfile.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("questions:"):
            started = True
        m = pat.match(line) if started else None
        if not m:
            continue
        sign, fname, quote = m.groups()
        n += 1
        try:
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
        except FileNotFoundError:
            print(f"line {ln}: no such CV file {fname}"); bad += 1; continue
        if norm(quote) not in cache[fname]:
            print(f"line {ln}: NOT FOUND in {fname}: {quote}"); bad += 1
    # also make sure the YAML parses and every gold key is a person
    try:
        import yaml
        y = yaml.safe_load(qfile.read_text(encoding="utf-8"))
        keys = set(y["people"])
        for q in y["questions"]:
            for g in q["gold"]:
                if g not in keys:
                    print("unknown gold key", g, q["q"]); bad += 1
        print(f"{len(y['questions'])} questions parsed")
    except ImportError:
        print("(pyyaml not installed; YAML structure not checked)")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
