"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the text of
the file in ../cvs (pdftotext for PDF, python-docx paragraphs + table cells for DOCX, the file for
.md/.txt, src/shan_yutong_2026_page.txt for the photographed page). Whitespace-insensitive,
NFKC-normalised, markdown ** markers and PDF bullets ignored. Also checks gold keys, that every gold
member has a '+' line, that every '+' line belongs to a gold member, and that every person is gold somewhere. Exit 1 on failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"简历_闪语桐_2026_拍照.jpg": SRC / "shan_yutong_2026_page.txt"}
OWNER = {"贡明哲_简历.pdf": "GMZ", "师蔚禾-增长产品经理.md": "SWH", "Bettina_Quintavalle_CV.pdf": "BQ",
         "Lachlan_Treloar_Resume.docx": "LT", "yutong_shan_cv_2022.txt": "SYT", "简历_闪语桐_2026_拍照.jpg": "SYT"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    fails = 0
    cache = {}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    assert set(OWNER.values()) == keys, "owner map / people mismatch"
    assert set(OWNER) == {p.name for p in CVS.iterdir()}, "owner map / cvs folder mismatch"
    pending, qi, gold_seen = [], 0, set()
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True; continue
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s+(.*)$", ln)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"]); gold_seen |= gold
            if not gold <= keys:
                print("unknown gold key", q); fails += 1
            plus_owners = set()
            for sign, f, quote in pending:
                if f not in OWNER:
                    print("unknown file", f); fails += 1; continue
                if f not in cache: cache[f] = norm(text_of(f))
                if norm(quote) not in cache[f]:
                    print(f"NOT FOUND [{q['q']}] {sign} {f}: {quote}"); fails += 1
                if sign == "+":
                    plus_owners.add(OWNER[f])
                    if OWNER[f] not in gold:
                        print(f"+ line for non-gold person [{q['q']}] {f}"); fails += 1
            for g in gold - plus_owners:
                print(f"gold {g} without + evidence [{q['q']}]"); fails += 1
            if "empty-gold" in q["tags"] and gold:
                print("empty-gold tag with gold", q["q"]); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print("question count mismatch", qi, len(data["questions"])); fails += 1
    for k in keys - gold_seen:
        print("person never gold:", k); fails += 1
    n = len(data["questions"]); ev = sum(1 for l in lines[lines.index("questions:"):] if re.match(r"\s*#\s*[+-]\s+\S+:", l))
    print(f"{n} questions, {ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
