#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive; markdown ** / * markers ignored). Also checks that every gold
person has at least one '+' line and that every person key is gold somewhere.
'-' lines may quote a gold person's own non-qualifying line.
Run with the venv: src/.venv/bin/python src/check_evidence.py"""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20261014_093512.jpg": SRC / "stefano_quaglino_2026_page.txt"}
OWNER = {"武若宁_医疗器械注册.pdf": "WR", "Marguerite_Ilunga_CV.pdf": "MI",
         "萨楚然_芯片验证_简历.txt": "SC", "Stefano_Quaglino_CV_2022.docx": "SQ",
         "IMG_20261014_093512.jpg": "SQ", "qiaowen_lu_resume.md": "LQ"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for sec in d.sections:
            parts += [para.text for para in sec.header.paragraphs + sec.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    files = sorted(x.name for x in CVS.iterdir())
    assert set(files) == set(OWNER), f"files vs OWNER mismatch: {files}"
    texts = {f: norm(text_of(f)) for f in files}
    fails, pending, qi = 0, [], 0
    gold_somewhere = set()
    body = raw.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s+(.*)$", line)
        if m:
            sign, f, quote = m.groups()
            if f not in texts:
                print("UNKNOWN FILE:", line); fails += 1; continue
            if norm(quote) not in texts[f]:
                print("NOT FOUND:", line); fails += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*- \{q:", line):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"]); gold_somewhere |= gold
            plus = {OWNER[f] for s, f in pending if s == "+"}
            for k in gold - plus:
                print(f"NO EVIDENCE for {k} in: {q['q']}"); fails += 1
            for k in plus - gold:
                print(f"'+' line for non-gold {k} in: {q['q']}"); fails += 1
            # '-' lines may come from a gold person's own file (a line of theirs that does
            # not qualify, e.g. a client or an old CV's "present"); they document traps only.
            pending = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    for k in set(data["people"]) - gold_somewhere:
        print("NEVER GOLD:", k); fails += 1
    print(f"{qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
