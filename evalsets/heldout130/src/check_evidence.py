"""Self-check for questions.yaml: every '# + file: quote' / '# - file: quote' quote occurs in that
file's text (whitespace-insensitive, NFKC). Texts: pdftotext -layout (PDF), python-docx paragraphs and
table cells (DOCX), the file itself (.txt/.json), src/pk/page_text.txt for the .jpg photo.
Also: each gold person has at least one '+' line from one of their own files; '-' lines never come
from a gold person's file; gold keys exist in people:. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import docx, yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
OWNER = {"桑晏宁_仿真工程师.pdf": "SYN", "梅书岚_简历.docx": "MSL", "harriet_featherstone_cv.txt": "HF",
         "IMG_20261103_184512.jpg": "PK", "tao_mingyue_resume_2023.json": "TMY", "Mingyue_Tao_CV_2026.pdf": "TMY"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if name.endswith(".jpg"):
        return open(os.path.join(ROOT, "src", "pk", "page_text.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

def main():
    assert set(OWNER) == set(os.listdir(CVS)), sorted(os.listdir(CVS))
    texts = {n: norm(text_of(n)) for n in OWNER}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = data["people"]
    fails, pending, qi, nev = [], [], 0, 0
    start = lines.index("questions:")
    for ln in lines[start + 1:]:
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.*)$", ln)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            for g in gold:
                if g not in people: fails.append(f"unknown key {g} in {q['q']}")
            plus_owners = set()
            for sign, f, quote in pending:
                nev += 1
                if f not in texts:
                    fails.append(f"unknown file {f}"); continue
                if norm(quote) not in texts[f]:
                    fails.append(f"NOT FOUND [{q['q']}] {f}: {quote}")
                if sign == "+":
                    plus_owners.add(OWNER[f])
                    if OWNER[f] not in gold: fails.append(f"+ line for non-gold {OWNER[f]} in {q['q']}")
                elif OWNER[f] in gold:
                    fails.append(f"- line names gold {OWNER[f]} in {q['q']}")
            for g in gold - plus_owners:
                fails.append(f"no + evidence for {g} in {q['q']}")
            pending = []
    assert qi == len(data["questions"])
    for f in fails: print("FAIL", f)
    print(f"{qi} questions, {nev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

main()
