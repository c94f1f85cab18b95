"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
PDF: pdftotext; DOCX: python-docx paragraphs, table cells and section headers; .md: the file
(** and * markers removed); .jpg: the page text kept in src/ before the page was photographed.
Matching ignores all whitespace and NFKC forms. Also checks gold keys exist, each gold member has
at least one '+' line, and every person is gold somewhere. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"tobias_renninger_cv_2022.jpg": os.path.join(HERE, "tr", "tr_old_2022_page_text.txt")}
OWNER = {"ottoline_searle_cv.pdf": "OS", "万俊霖_简历.pdf": "WJL", "Tax_Manager_CV_2026.docx": "HO",
         "gan_yiheng.md": "GYH", "tobias_renninger_cv_2022.jpg": "TR", "tobias_renninger_2026.pdf": "TR"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    texts = {fn: norm(text_of(fn)) for fn in os.listdir(CVS)}
    fails, pending, n_ev = [], [], 0
    q_i = 0
    gold_seen = set()
    in_q = False
    for line in open(qpath, encoding="utf-8"):
        s = line.strip()
        if line.startswith("questions:"):
            in_q = True
        if not in_q:
            continue
        m = re.match(r"#\s*([+-])\s*([^:\s][^:]*?):\s*(.+)$", s)
        if m:
            sign, fn, quote = m.groups()
            n_ev += 1
            if fn not in texts:
                fails.append(f"unknown file {fn!r}: {s}")
            elif norm(quote) not in texts[fn]:
                fails.append(f"quote not found in {fn}: {quote}")
            pending.append((sign, fn))
            continue
        if s.startswith("- {q:"):
            q = data["questions"][q_i]; q_i += 1
            gold = q["gold"]
            for g in gold:
                if g not in keys:
                    fails.append(f"unknown key {g} in {q['q']}")
                gold_seen.add(g)
                if not any(sg == "+" and OWNER.get(fn) == g for sg, fn in pending):
                    fails.append(f"gold {g} has no + evidence: {q['q']}")
            for sg, fn in pending:
                if sg == "-" and OWNER.get(fn) in gold:
                    fails.append(f"- line names a gold member ({fn}): {q['q']}")
            if not gold and any(sg == "+" for sg, _ in pending):
                fails.append(f"empty-gold question has + lines: {q['q']}")
            pending = []
    if q_i != len(data["questions"]):
        fails.append(f"parsed {q_i} questions, yaml has {len(data['questions'])}")
    for k in keys - gold_seen:
        fails.append(f"person {k} is gold nowhere")
    for f in fails:
        print("FAIL", f)
    print(f"{len(data['questions'])} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
