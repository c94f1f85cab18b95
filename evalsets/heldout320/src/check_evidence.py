#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Text: pdftotext (PDF); python-docx paragraphs + table cells + section headers/footers (DOCX); raw file
(.md/.json/.txt); for the photo IMG_20220517_093412.jpg, src/ouyang_qiming_zh_2022_page.txt.
Comparison ignores all whitespace, markdown ** / * markers, and NFKC differences.
Also checks: every gold key is a person, every gold member of a non-empty question has a '+' line in
one of that person's files, every person is gold somewhere. Exit 1 on any failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml  # noqa  (falls back below if missing)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OWNER = {"Qiming_Ouyang_CV_2026.pdf": "QO", "IMG_20220517_093412.jpg": "QO", "宁海潮_简历.pdf": "NH",
         "简历_模型验证_2026.docx": "CPL", "otso_vahamaki.md": "OV", "resume.json": "XLQ"}
PHOTO_TEXT = {"IMG_20220517_093412.jpg": HERE / "ouyang_qiming_zh_2022_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = ROOT / "cvs" / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    cache, fails, pending, gold_seen = {}, [], [], set()
    n_checked = 0
    started = False
    for ln, line in enumerate(lines, 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if m:
            sign, fname, quote = m.groups()
            if fname not in OWNER:
                fails.append(f"line {ln}: unknown file {fname}"); continue
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
            n_checked += 1
            if norm(quote) not in cache[fname]:
                fails.append(f"line {ln}: quote not found in {fname}: {quote}")
            pending.append((sign, OWNER[fname]))
            continue
        m = re.match(r"\s*- \{q:", line)
        if m:
            q = yaml.safe_load(line.strip()[2:])
            gold = q["gold"]
            for k in gold:
                if k not in people:
                    fails.append(f"line {ln}: gold key {k} not in people")
                gold_seen.add(k)
                if not any(s == "+" and o == k for s, o in pending):
                    fails.append(f"line {ln}: gold {k} has no '+' evidence")
            for s, o in pending:
                if s == "+" and o not in gold:
                    fails.append(f"line {ln}: '+' evidence for non-gold {o}")
                if s == "-" and o in gold and not any(s2 == "+" and o2 == o for s2, o2 in pending):
                    fails.append(f"line {ln}: '-' line names gold member {o} without '+'")
            pending = []
    for k in people - gold_seen:
        fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{n_checked} quotes checked, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
