"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its CV file.

Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file itself (.md/.txt).
Comparison ignores whitespace, NFKC forms, markdown '#'/'**' markers and bullets '•'.
Also checks: every gold person has a '+' line from one of their own files, every '+' line's file
belongs to a gold person, no '-' line comes from a gold person's file. Exit 1 on any failure.
"""
import re, sys, unicodedata
from pathlib import Path
import yaml
sys.path.insert(0, str(Path(__file__).resolve().parent))
from extract import text_of

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "imogen_thistlewood_cv.pdf": "IT",
    "thaddeus_kilbride_resume.pdf": "TK",
    "cui_liheng_jianli.docx": "CL",
    "ge_shumeng_zh.md": "GS",
    "shumeng_ge_resume.txt": "GS",
    "parisa_vahdati_resume.docx": "PV",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("#", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    texts = {f.name: norm(text_of(f)) for f in CVS.iterdir()}
    assert set(texts) == set(OWNERS), (set(texts), set(OWNERS))
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    fails, pending, qi, nquotes = [], [], 0, 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+([\w.\-]+\.(?:pdf|docx|md|txt)):\s?(.*)$", ln)
        if m:
            pending.append(m.groups())
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]
            qi += 1
            gold = set(q["gold"])
            plus_owners = set()
            for sign, fn, quote in pending:
                nquotes += 1
                if fn not in texts:
                    fails.append(f"Q{qi}: no such file {fn}")
                    continue
                if norm(quote) not in texts[fn]:
                    fails.append(f"Q{qi}: quote not found in {fn}: {quote!r}")
                owner = OWNERS[fn]
                if sign == "+":
                    plus_owners.add(owner)
                    if owner not in gold:
                        fails.append(f"Q{qi}: '+' line from non-gold {owner} ({fn})")
                elif owner in gold:
                    fails.append(f"Q{qi}: '-' line from gold member {owner} ({fn})")
            for g in gold - plus_owners:
                fails.append(f"Q{qi}: gold {g} has no '+' evidence")
            pending = []
    if qi != len(data["questions"]):
        fails.append(f"parsed {qi} questions, yaml has {len(data['questions'])}")
    everyone = set().union(*(set(q["gold"]) for q in data["questions"]))
    for k in data["people"]:
        if k not in everyone:
            fails.append(f"{k} is gold nowhere")
    for f in fails:
        print("FAIL", f)
    print(f"{qi} questions, {nquotes} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
