"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .md/.txt: the file (markdown ** and *
markers removed); .jpg: src/photo/yu_shuran_2026_page_text.txt (pdftotext of the page before it
was photographed). Comparison ignores all whitespace and applies NFKC. Also checks that every gold
question has a '+' line per gold person (by file ownership), no '-'-only gold, 'empty' questions
have no '+' lines, and every person is gold somewhere. Exit 1 on any failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "jonas_wetterau_cv.pdf": "JW",
    "Lerato_Ntuli_CDM.docx": "LN",
    "冯景澄_飞控固件_简历.pdf": "FW",
    "任雅萍-区域经理.txt": "RY",
    "shuran_yu_resume_2022.md": "SY",
    "俞舒然_简历_2026.jpg": "SY",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".jpg":
        return (ROOT / "src/photo/yu_shuran_2026_page_text.txt").read_text()
    t = p.read_text()
    if p.suffix == ".md":
        t = t.replace("**", "").replace("*", "")
    return t

def main():
    assert set(OWNERS) == {p.name for p in CVS.iterdir()}, sorted(p.name for p in CVS.iterdir())
    texts = {n: norm(text_of(n)) for n in OWNERS}
    lines = (ROOT / "questions.yaml").read_text().splitlines()
    lines = lines[lines.index("questions:") + 1:]
    data = yaml.safe_load((ROOT / "questions.yaml").read_text())
    fails, pending, qi, n_ev = [], [], 0, 0
    gold_seen = set()
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            n_ev += 1
            if f not in texts:
                fails.append(f"unknown file {f}: {ln}")
            elif norm(quote) not in texts[f]:
                fails.append(f"quote not found in {f}: {quote}")
            pending.append((sign, f))
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"]); gold_seen |= gold
            plus = {OWNERS.get(f) for s, f in pending if s == "+"}
            minus = {OWNERS.get(f) for s, f in pending if s == "-"}
            if plus != gold:
                fails.append(f"Q{qi} {q['q']!r}: + owners {sorted(plus)} != gold {sorted(gold)}")
            if not gold and plus:
                fails.append(f"Q{qi}: empty gold with + lines")
            if "empty-gold" in q["tags"] and gold:
                fails.append(f"Q{qi}: empty-gold tag but gold {gold}")
            if not gold and "empty-gold" not in q["tags"]:
                fails.append(f"Q{qi}: empty gold without tag")
            pending = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    missing = set(data["people"]) - gold_seen
    if missing:
        fails.append(f"people never gold: {sorted(missing)}")
    for f in fails:
        print("FAIL", f)
    print(f"{qi} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
