"""Self-check for heldout229/questions.yaml: every '+'/'-' evidence quote must occur in its file's
text (whitespace-insensitive, NFKC, markdown ** and PDF bullets ignored); every gold person needs a
'+' quote from one of their own files; every person is gold somewhere. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "zong_qilan_resume.pdf": "ZQL", "oluchi_anozie_cv.pdf": "OA", "Nuria_Castells_CV.docx": "NC",
    "kan_muzhou_2022.txt": "KMZ", "IMG_20261104_093512.jpg": "KMZ", "樊悦宁_CRA简历.md": "FYN",
}
PHOTO_TEXT = {"IMG_20261104_093512.jpg": os.path.join(HERE, "kan_muzhou_2026_photo.txt")}

def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    fails = 0
    texts = {n: norm(text_of(n)) for n in OWNER}
    assert set(OWNER) == set(os.listdir(CVS)), sorted(os.listdir(CVS))
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    pending, n_ev, golds = [], 0, set()
    qi = 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m and m.group(2) in OWNER:
            sign, f, quote = m.groups()
            quote = quote.split(" ## ")[0].strip()
            n_ev += 1
            if norm(quote) not in texts[f]:
                print(f"FAIL quote not in {f}: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        if m and re.search(r"\.(pdf|docx|md|txt|jpg)$", m.group(2)):
            print(f"FAIL unknown file in evidence line: {ln}"); fails += 1
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            plus = {OWNER[f] for s, f in pending if s == "+"}
            minus = {OWNER[f] for s, f in pending if s == "-"}
            for g in q["gold"]:
                golds.add(g)
                if g not in people: print(f"FAIL unknown key {g}"); fails += 1
                if g not in plus: print(f"FAIL no + evidence for {g}: {q['q']}"); fails += 1
            for extra in plus - set(q["gold"]):
                print(f"FAIL + evidence for non-gold {extra}: {q['q']}"); fails += 1
            if not q["gold"] and not minus:
                print(f"WARN empty-gold question without trap line: {q['q']}")
            pending = []
    assert qi == len(data["questions"])
    for p in people - golds:
        print(f"FAIL {p} is never gold"); fails += 1
    print(f"{len(data['questions'])} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

main()
