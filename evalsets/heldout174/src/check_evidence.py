#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC), that every gold person has '+' evidence, and that each person
is gold somewhere. Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON
string values, the file itself (.txt), and src/mk/kettunen_cv_2026_page.txt for the .jpg photo.
Run with src/.venv/bin/python (needs python-docx, PyYAML optional -> falls back to a tiny parser)."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_094212.jpg": ROOT / "src/mk/kettunen_cv_2026_page.txt"}
OWNER = {  # file -> person key
    "ilario_vescovi_cv.pdf": "IV", "顾鸣谦_量化开发_简历.pdf": "GMQ", "尚宛晴_HRBP简历.docx": "SWQ",
    "peiling_hsu_resume.json": "HPL", "kettunen_cv_2021.txt": "SK", "IMG_20261103_094212.jpg": "SK",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(x):
            if isinstance(x, dict):
                for v in x.values(): walk(v)
            elif isinstance(x, list):
                for v in x: walk(v)
            elif isinstance(x, str):
                out.append(x)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    return p.read_text(encoding="utf-8")

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    texts = {n: norm(text_of(n)) for n in OWNER}
    fails, pending, n_ev, n_q = 0, [], 0, 0
    gold_seen = set()
    in_q = False
    for i, line in enumerate(lines, 1):
        if line.strip() == "questions:":
            in_q = True; continue
        if not in_q:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if m:
            sign, f, quote = m.group(1), m.group(2).strip(), m.group(3)
            n_ev += 1
            if f not in texts:
                print(f"L{i}: unknown file {f}"); fails += 1; continue
            if norm(quote) not in texts[f]:
                print(f"L{i}: quote not found in {f}: {quote}"); fails += 1
            pending.append((sign, OWNER[f], i))
            continue
        m = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
        if m:
            n_q += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            gold_seen.update(gold)
            plus = {k for s, k, _ in pending if s == "+"}
            for g in gold:
                if g not in plus:
                    print(f"L{i}: gold {g} has no + evidence"); fails += 1
            for s, k, j in pending:
                if s == "+" and k not in gold:
                    print(f"L{j}: + evidence for non-gold {k}"); fails += 1
                if s == "-" and k in gold:
                    print(f"L{j}: - evidence names gold member {k}"); fails += 1
            pending = []
    for k in set(OWNER.values()) - gold_seen:
        print(f"person {k} is never gold"); fails += 1
    print(f"{n_q} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
