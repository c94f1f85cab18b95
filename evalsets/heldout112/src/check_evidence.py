#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in questions.yaml against its CV file's text.

Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), raw file (.json/.txt/.md,
markdown ** and * markers dropped). Comparison ignores whitespace, applies NFKC and maps the
middle-dot variants (· ・ ･ ‧) to one. Also checks that each gold person has a '+' line from one of
their own files and that no '-' line comes from a gold person's file. Exit 1 on any failure.
"""
import re, subprocess, sys, unicodedata, pathlib
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "綦楚涵_搜索算法.pdf": "QCH",
    "Henning_Engstrom_CV.pdf": "HE",
    "眭若晴_简历.docx": "SRQ",
    "aparna_subramaniam.json": "AS",
    "郄晓航_简历_2022.txt": "QXH",
    "郄晓航_DevOps_2026.md": "QXH",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub("[·・･‧]", "·", s)
    return re.sub(r"\s+", "", s)

def text_of(f):
    p = CVS / f
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout + \
               subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    t = p.read_text(encoding="utf-8")
    if p.suffix == ".md":
        t = t.replace("**", "").replace("*", "")
    return t

def main():
    files = sorted(x.name for x in CVS.iterdir())
    assert set(files) == set(OWNERS), f"cvs/ files {files} != owners {sorted(OWNERS)}"
    texts = {f: norm(text_of(f)) for f in OWNERS}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    fails, n_ev, ev = 0, 0, []
    qi = 0
    start = lines.index("questions:")
    for line in lines[start + 1:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m:
            ev.append(m.groups())
            continue
        if re.match(r"\s*- \{q:", line):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            plus = set()
            for sign, f, quote in ev:
                n_ev += 1
                if f not in texts:
                    print(f"FAIL unknown file {f!r} (q: {q['q']})"); fails += 1; continue
                if norm(quote) not in texts[f]:
                    print(f"FAIL quote not in {f}: {quote!r} (q: {q['q']})"); fails += 1
                if sign == "+":
                    plus.add(OWNERS[f])
                    if OWNERS[f] not in gold:
                        print(f"FAIL '+' from non-gold {OWNERS[f]} (q: {q['q']})"); fails += 1
                elif OWNERS[f] in gold:
                    print(f"FAIL '-' from gold person {OWNERS[f]} (q: {q['q']})"); fails += 1
            for g in gold - plus:
                print(f"FAIL gold {g} has no '+' evidence (q: {q['q']})"); fails += 1
            for g in gold:
                if g not in data["people"]:
                    print(f"FAIL gold key {g} not in people"); fails += 1
            ev = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    everyone = set().union(*(set(q["gold"]) for q in data["questions"]))
    for k in data["people"]:
        if k not in everyone:
            print(f"FAIL {k} is gold nowhere"); fails += 1
    print(f"{qi} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
