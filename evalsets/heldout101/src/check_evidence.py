"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml:
the quote must occur (whitespace-insensitive, NFKC) in the file's text; every gold person needs a
'+' line from one of their own files; a '-' line must not come from a gold person's file."""
import os, re, subprocess, sys, unicodedata
import yaml  # noqa  (PyYAML, installed in the venv)
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "li_chengkai_zh.pdf": "LCK",
    "margarida_quintela_cv.pdf": "MQ",
    "Deepa_Nambisan_CRA.docx": "DN",
    "haoqing_mai.md": "HM",
    "maihaoqing_resume_2022.txt": "HM",
    "IMG_20261103_182244.jpg": "JY",
}
PHOTO_TEXT = {"IMG_20261103_182244.jpg": os.path.join(HERE, "jin_yuxiao_photo_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return a + "\n\u0000\n" + b
    if name.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    assert set(OWNERS) == set(os.listdir(CVS)), sorted(os.listdir(CVS))
    texts = {n: norm(text_of(n)) for n in OWNERS}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    fails, pending, n_ev, nq = [], [], 0, 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s+(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            if f not in OWNERS:
                fails.append(f"unknown file {f}: {ln}"); continue
            n_ev += 1
            if norm(quote) not in texts[f]:
                fails.append(f"quote not found in {f}: {quote}")
            pending.append((sign, f))
            continue
        m = re.match(r"\s*- \{q:", ln)
        if m:
            q = yaml.safe_load(ln.strip()[2:])
            nq += 1
            gold = set(q["gold"])
            unknown = gold - set(data["people"])
            if unknown:
                fails.append(f"unknown keys {unknown}: {q['q']}")
            have = {OWNERS[f] for s, f in pending if s == "+"}
            for g in gold - have:
                fails.append(f"no + evidence for {g}: {q['q']}")
            for s, f in pending:
                if s == "+" and OWNERS[f] not in gold:
                    fails.append(f"+ line from non-gold {OWNERS[f]} ({f}): {q['q']}")
                if s == "-" and OWNERS[f] in gold:
                    fails.append(f"- line from gold {OWNERS[f]} ({f}): {q['q']}")
            pending = []
    assert nq == len(data["questions"]), (nq, len(data["questions"]))
    everyone = {g for q in data["questions"] for g in q["gold"]}
    for k in data["people"]:
        if k not in everyone:
            fails.append(f"{k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
