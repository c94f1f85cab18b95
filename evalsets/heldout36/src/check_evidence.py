#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml against the text of its CV file.
Text: pdftotext (PDF), src/ruolan_xiang_2023_page.txt (the photo), python-docx paragraphs +
table cells (DOCX), raw file minus ** markers (MD), all JSON string values (JSON).
Comparison ignores all whitespace and a leading PDF bullet. Also checks: every gold person has
a '+' line from one of their own files, '+' lines come from a gold person's file, no '-' line
comes from a gold person's file, every person is gold somewhere. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
OWNERS = {
    "niamh_castellucci_cv.pdf": "NC",
    "钟黎蔓_数据分析.md": "ZL",
    "项若岚_简历_2026.pdf": "XR",
    "ruolan_xiang_cv_2023.jpg": "XR",
    "henrietta_okwuosa_cv.docx": "HO",
    "lin_zechuan.resume.json": "LZ",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    f = CVS / name
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-enc", "UTF-8", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".jpg"):
        return (SRC / "ruolan_xiang_2023_page.txt").read_text()
    if name.endswith(".docx"):
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, str): out.append(o)
            elif isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
        walk(json.loads(f.read_text()))
        return "\n".join(out)
    return f.read_text()

def main():
    texts = {n: norm(text_of(n)) for n in OWNERS}
    assert sorted(p.name for p in CVS.iterdir()) == sorted(OWNERS), "cvs/ and OWNERS differ"
    qfile = ROOT / "questions.yaml"
    data = yaml.safe_load(qfile.read_text())
    people = set(data["people"])
    fails, pending, blocks = [], [], []
    for ln, line in enumerate(qfile.read_text().splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m and m.group(2) in OWNERS:
            pending.append((ln, m.group(1), m.group(2), m.group(3)))
        elif re.match(r"\s*- \{q:", line):
            blocks.append(pending); pending = []
    qs = data["questions"]
    if len(blocks) != len(qs):
        fails.append(f"{len(blocks)} evidence blocks vs {len(qs)} questions")
    n = 0
    gold_seen = set()
    for q, ev in zip(qs, blocks):
        gold = set(q["gold"]); gold_seen |= gold
        assert gold <= people, q
        plus_owners = set()
        for ln, sign, f, quote in ev:
            n += 1
            if norm(quote) not in texts[f]:
                fails.append(f"line {ln}: quote not in {f}: {quote}")
            o = OWNERS[f]
            if sign == "+":
                plus_owners.add(o)
                if o not in gold: fails.append(f"line {ln}: '+' from non-gold {o}")
            elif o in gold:
                fails.append(f"line {ln}: '-' from gold person {o}")
        for g in gold - plus_owners:
            fails.append(f"q {q['q']!r}: gold {g} has no '+' evidence")
        if not gold and "empty-gold" not in q["tags"]:
            fails.append(f"q {q['q']!r}: empty gold without empty-gold tag")
    for p in people - gold_seen:
        fails.append(f"person {p} is never gold")
    for f in fails: print("FAIL", f)
    print(f"{n} evidence lines, {len(qs)} questions, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
