#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml occurs in its CV's text
(whitespace-insensitive, NFKC, PDF bullets ignored), and that every gold person has
a '+' quote from one of their own files. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "jin_shuyang_zh.pdf": "JSY",
    "philippa_arundel.pdf": "PA",
    "chu_muyuan_2023.txt": "CMY",
    "chu_muyuan_简历_2026.md": "CMY",
    "Kacper_Wojtaszek_CV.docx": "KW",
    "lakshmi_sundaravel.json": "LS",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "").replace("**", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.extend(c.text for c in row.cells)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    texts = {n: norm(text_of(n)) for n in OWNERS}
    assert set(OWNERS) == {p.name for p in CVS.iterdir()}, "cvs/ and OWNERS differ"
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    fails, n_quotes, pending = 0, 0, []
    data = yaml.safe_load("\n".join(lines))
    qi = 0
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            sign, f, quote = m.groups()
            n_quotes += 1
            if f not in texts:
                print("UNKNOWN FILE:", ln); fails += 1; continue
            if norm(quote) not in texts[f]:
                print("NOT FOUND:", ln); fails += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            supported = {OWNERS[f] for s, f in pending if s == "+"}
            for g in q["gold"]:
                if g not in supported:
                    print(f"NO + EVIDENCE for {g}: {q['q']}"); fails += 1
            for s, f in pending:
                if s == "+" and OWNERS[f] not in q["gold"]:
                    print(f"+ line from non-gold person's file {f}: {q['q']}"); fails += 1
            pending = []
    assert qi == len(data["questions"])
    keys = set(data["people"])
    for q in data["questions"]:
        assert set(q["gold"]) <= keys, q
    print(f"{n_quotes} quotes, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
