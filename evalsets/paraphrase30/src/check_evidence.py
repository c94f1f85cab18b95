"""Self-check for paraphrase30/questions.yaml.

- every "# + file: quote" / "# - file: quote" evidence comment occurs in the text of its file
  (whitespace-insensitive, NFKC, markdown * markers dropped);
- every gold member of a question has at least one "+" line in the block above it;
  no "-" line belongs to a gold member of that block;
- each intent has exactly 4 questions (2 English + 2 Chinese) with identical gold;
- every person is gold somewhere; gold keys exist in people.
Text sources: pdftotext (PDF), python-docx paragraphs + table cells + header/footer (DOCX),
the file itself (.md/.txt), src/ouyang_che_photo_page.txt for the photographed .jpg.
Run: src/.venv/bin/python src/check_evidence.py   (exit 1 on failure)
"""
import os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"欧阳澈_简历_手机拍照.jpg": os.path.join(HERE, "ouyang_che_photo_page.txt")}
OWNER = {
    "宋知遥_简历.pdf": "SZ", "Malik_Osterhaus_CV.pdf": "MO", "Signe_Bakkelund_resume.docx": "SB",
    "杜若川_芯片设计_简历.docx": "DR", "vivek_iyengar_resume_2026.docx": "VI",
    "vivek_iyengar_cv_2021.md": "VI", "clara_weintraub.md": "CW", "滕浩川_产品负责人.txt": "TH",
    "欧阳澈_简历_手机拍照.jpg": "OC",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


_cache = {}


def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    path = os.path.join(CVS, fn)
    if not os.path.exists(path):
        raise FileNotFoundError(fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif fn.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [p.text for p in sec.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]


def is_zh(q):
    return len(re.findall(r"[\u4e00-\u9fff]", q)) >= 2


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    fails = []
    # evidence blocks: comments preceding each question line
    blocks, cur = [], []
    for ln, line in enumerate(open(qpath, encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?):\s(.+?)\s*$", line)
        if m and not line.startswith("#"):
            cur.append((ln, m.group(1), m.group(2).strip(), m.group(3)))
        elif re.match(r"\s*- \{q:", line):
            blocks.append(cur)
            cur = [] if not blocks or True else cur
    # each question gets the evidence of the block above its intent group (4 questions share it)
    qs = data["questions"]
    assert len(blocks) == len(qs), (len(blocks), len(qs))
    ev_for, last = [], []
    for b in blocks:
        if b:
            last = b
        ev_for.append(last)
    n_ev = 0
    seen = set()
    for qi, (q, ev) in enumerate(zip(qs, ev_for)):
        for key in q["gold"]:
            if key not in people:
                fails.append(f"q{qi+1}: unknown key {key}")
        for ln, sign, fn, quote in ev:
            if (ln, fn) in seen:
                continue
            seen.add((ln, fn))
            n_ev += 1
            try:
                t = text_of(fn)
            except FileNotFoundError:
                fails.append(f"line {ln}: no such file {fn}")
                continue
            if norm(quote) not in t:
                fails.append(f"line {ln}: quote not found in {fn}: {quote}")
        owners_plus = {OWNER.get(fn) for _, s, fn, _ in ev if s == "+"}
        owners_minus = {OWNER.get(fn) for _, s, fn, _ in ev if s == "-"}
        for key in q["gold"]:
            if key not in owners_plus:
                fails.append(f"q{qi+1} ({q['q'][:30]}): gold {key} has no + evidence")
        for key in owners_plus - set(q["gold"]):
            fails.append(f"q{qi+1}: + evidence for non-gold {key}")
        for key in owners_minus & set(q["gold"]):
            fails.append(f"q{qi+1}: - trap names gold member {key}")
    # intents
    byint = defaultdict(list)
    for q in qs:
        byint[q.get("intent")].append(q)
    for it, group in byint.items():
        if it is None:
            fails.append("question without intent")
            continue
        golds = {tuple(sorted(q["gold"])) for q in group}
        nzh = sum(is_zh(q["q"]) for q in group)
        if len(group) != 4 or len(golds) != 1 or nzh != 2:
            fails.append(f"intent {it}: n={len(group)} golds={golds} zh={nzh}")
        if not any("paraphrase" in q["tags"] for q in group):
            fails.append(f"intent {it}: no paraphrase-tagged phrasing")
        if golds == {()} and not all("empty-gold" in q["tags"] for q in group):
            fails.append(f"intent {it}: empty gold without empty-gold tag")
    allgold = {k for q in qs for k in q["gold"]}
    for k in people:
        if k not in allgold:
            fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{len(qs)} questions, {len(byint)} intents, {n_ev} evidence lines checked, {len(fails)} failures")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
