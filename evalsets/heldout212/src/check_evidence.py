"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the file's text
(whitespace-insensitive; markdown ** / * markers and PDF bullets ignored). Also checks that every gold
person has at least one '+' line from one of their own files. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "韶明澜_简历.pdf": "SML",
    "Ilona_Fairclough_CV.docx": "IF",
    "teodora_vlasak.md": "TV",
    "ciaran_moloney_cv_2023.txt": "CM",
    "IMG_20261102_183412.jpg": "CM",
    "Aizhan_Serikbayeva_Resume.pdf": "AS",
}
PHOTO_TEXT = {"IMG_20261102_183412.jpg": os.path.join(HERE, "ciaran_moloney_2026_page.txt")}

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
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    s = re.sub(r"(?m)^\s*[-*]\s+", "", s)
    return re.sub(r"\s+", "", s)

def main():
    qtext = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(qtext)
    texts = {n: norm(text_of(n)) for n in OWNERS}
    fails = 0
    pending = []
    n_ev = 0
    qi = 0
    for line in qtext.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m:
            sign, fname, quote = m.groups()
            if fname not in OWNERS:
                print("UNKNOWN FILE:", line); fails += 1; continue
            n_ev += 1
            if norm(quote) not in texts[fname]:
                print(f"NOT FOUND in {fname}: {quote}"); fails += 1
            pending.append((sign, OWNERS[fname]))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            plus = {o for s, o in pending if s == "+"}
            for g in gold - plus:
                print(f"NO + EVIDENCE for {g} in: {q['q']}"); fails += 1
            for o in plus - gold:
                print(f"+ line for non-gold {o} in: {q['q']}"); fails += 1
            for s, o in pending:
                if s == "-" and o in gold:
                    print(f"- line names gold person {o} in: {q['q']} (allowed only as a documented trap)")
            pending = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    for key in data["people"]:
        if not any(key in q["gold"] for q in data["questions"]):
            print("PERSON NEVER GOLD:", key); fails += 1
    print(f"{n_ev} evidence lines, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
