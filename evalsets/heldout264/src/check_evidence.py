#!/usr/bin/env python3
"""Self-check: every '# + file: quote' / '# - file: quote' line in questions.yaml must occur
(whitespace-insensitive, NFKC, U+2010/2011 hyphens = '-', markdown ** markers ignored) in the text
of cvs/<file>. Text: pdftotext for PDF; python-docx paragraphs, table cells and table rows (cells
joined by a space) for DOCX; the file itself for .md/.txt. Also checks: every gold key has a '+'
line naming a file, and every person key is gold somewhere. Exit 1 on failure."""
import re, subprocess, sys, unicodedata, pathlib, yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u2010", "-").replace("\u2011", "-").replace("\u2013", "-").replace("\u2014", "-")
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

def text_of(f):
    p = CVS / f
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                cells = [c.text for c in row.cells]
                parts.extend(cells)
                parts.append(" ".join(cells))
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    qpath = ROOT / "questions.yaml"
    lines = qpath.read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    cache, fails, n = {}, 0, 0
    for line in lines:
        m = re.match(r"\s*#\s*([+-])\s*([^\s:]+\.(?:pdf|docx|md|txt)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        f, quote = m.group(2), m.group(3)
        if f not in cache:
            if not (CVS / f).exists():
                print("MISSING FILE", f); fails += 1; cache[f] = ""; continue
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            print("NOT FOUND", f, "::", quote); fails += 1
    # gold coverage: each question's '+' files must cover every gold key
    file_owner = {
        "imani_hollister_cv.pdf": "IH",
        "薛砚青_简历.pdf": "XYQ",
        "郑明澜_简历.docx": "ZML",
        "tavish_mehrotra.md": "TM",
        "qiaoyun_lin_cv_2022.txt": "LQY",
        "林巧芸_简历_2026.md": "LQY",
    }
    qs = data["questions"]
    # walk the yaml lines again, grouping comment blocks with the next question line
    block, qi = [], 0
    for line in lines:
        m = re.match(r"\s*#\s*\+\s*([^\s:]+\.(?:pdf|docx|md|txt)):", line)
        if m:
            block.append(m.group(1)); continue
        if re.match(r"\s*-\s*\{q:", line):
            q = qs[qi]; qi += 1
            have = {file_owner.get(f) for f in block}
            for k in q["gold"]:
                if k not in have:
                    print("NO + EVIDENCE for", k, "in", q["q"]); fails += 1
            block = []
    keys = set(data["people"])
    gold = {k for q in qs for k in q["gold"]}
    if keys - gold:
        print("NEVER GOLD:", keys - gold); fails += 1
    for f, k in file_owner.items():
        if not (CVS / f).exists():
            print("owner map names missing file", f); fails += 1
    print(f"{n} evidence lines, {len(qs)} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
