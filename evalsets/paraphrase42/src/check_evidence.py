"""Self-check for paraphrase42/questions.yaml.

- every "# + file: quote" / "# - file: quote" comment: the quote occurs in the file's text
  (pdftotext for PDF; python-docx paragraphs + table cells for DOCX; raw text for md/txt/json
  with markdown * markers removed; for the photo .jpg, src/mateusz_grabowski_page1.txt),
  ignoring whitespace, NFKC forms, curly vs straight quotes and hyphens pdftotext drops at
  line ends;
- every gold person of every question has at least one "+" line in a file they own, and no
  "-" line is in a file owned by a gold person of that question;
- all 4 questions of an intent share one gold, 2 are English and 2 Chinese;
- gold keys are in people:.
Exit 1 on any failure.
"""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "谈明舒_存储_2026.pdf": "MS", "谈明舒_简历_2022.txt": "MS",
    "Ragnhild_Solheim_CV.pdf": "RS", "AWrobel_resume.pdf": "AW",
    "Harpreet_Sandhu_PM.docx": "HS", "单晓岑_精算_简历.docx": "XC",
    "xinyan_yang_cv.md": "XY", "tu_yizhou_resume.json": "YZ",
    "IMG_20261103_181442.jpg": "MG",
}
PHOTO_TEXT = {"IMG_20261103_181442.jpg": os.path.join(HERE, "mateusz_grabowski_page1.txt")}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u2013", "-").replace("\u2014", "-").replace("--", "-")
    return re.sub(r"\s+", "", s)


_cache = {}


def text_of(fname):
    if fname in _cache:
        return _cache[fname]
    path = os.path.join(CVS, fname)
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    if fname in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fname], encoding="utf-8").read()
    elif fname.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif fname.endswith(".docx"):
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
        if fname.endswith(".md"):
            t = t.replace("**", "").replace("*", "")
    joined = re.sub(r"-\n", "", t)  # hyphen dropped at line end
    _cache[fname] = (norm(t), norm(joined))
    return _cache[fname]


def is_zh(q):
    return bool(re.search(r"[\u4e00-\u9fff]", q))


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    lines = open(qpath, encoding="utf-8").read().splitlines()
    fails, n_ev = [], 0
    pending = []
    qi = 0
    questions = data["questions"]
    for ln, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|txt|md|json|jpg)):\s+(.*)$", line)
        if m:
            pending.append((ln, m.group(1), m.group(2), m.group(3).strip()))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = questions[qi]; qi += 1
            gold = q.get("gold") or []
            for g in gold:
                if g not in people:
                    fails.append(f"line {ln}: gold key {g} not in people")
            have = set()
            for (eln, sign, f, quote) in pending:
                n_ev += 1
                if f not in OWNERS:
                    fails.append(f"line {eln}: unknown file {f}"); continue
                try:
                    a, b = text_of(f)
                except Exception as e:
                    fails.append(f"line {eln}: {e}"); continue
                nq = norm(quote)
                if nq not in a and nq not in b:
                    fails.append(f"line {eln}: quote not found in {f}: {quote}")
                if sign == "+":
                    if OWNERS[f] not in gold:
                        fails.append(f"line {eln}: + line in {f} but owner {OWNERS[f]} not gold")
                    have.add(OWNERS[f])
                elif OWNERS[f] in gold:
                    fails.append(f"line {eln}: - line in gold member {OWNERS[f]}'s file {f}")
            for g in gold:
                if g not in have:
                    fails.append(f"line {ln}: gold {g} has no + evidence")
            pending = []
    if qi != len(questions):
        fails.append(f"parsed {qi} question lines but YAML has {len(questions)}")
    # intent consistency
    by = {}
    for q in questions:
        by.setdefault(q["intent"], []).append(q)
    for it, qs in by.items():
        golds = {tuple(sorted(q["gold"] or [])) for q in qs}
        if len(golds) != 1:
            fails.append(f"intent {it}: gold differs across phrasings {golds}")
        nzh = sum(is_zh(q["q"]) for q in qs)
        if len(qs) != 4 or nzh != 2:
            fails.append(f"intent {it}: {len(qs)} questions, {nzh} Chinese")
    # every person gold somewhere
    golded = {g for q in questions for g in (q["gold"] or [])}
    for k in people:
        if k not in golded:
            fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{len(questions)} questions, {len(by)} intents, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
