"""Self-check for heldout99/questions.yaml: every '+'/'-' evidence quote must occur (whitespace-
insensitive) in the text of its file; every gold member needs a '+' line from one of their files."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "Hamish_Tanworth_CV.pdf": "HT",
    "Rosalyn_Kuroda_Resume.docx": "RK",
    "乐嘉屹_简历_2026.pdf": "LJ",
    "简历_乐嘉屹_2021.txt": "LJ",
    "敬雨航-视觉算法工程师.md": "JY",
    "IMG_20261104_093312.jpg": "OB",
}
PHOTO_TEXT = {"IMG_20261104_093312.jpg": ROOT / "src" / "ottavio_brunelli_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFC", s).replace("•", "")
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
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
    return p.read_text(encoding="utf-8")

def main():
    texts = {n: norm(text_of(n)) for n in OWNER}
    for n in OWNER:
        assert (CVS / n).exists(), n
    extra = {p.name for p in CVS.iterdir()} - set(OWNER)
    fails = []
    if extra:
        fails.append(f"unexpected files in cvs/: {extra}")
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    pending, qi, nq = [], 0, 0
    for ln in lines:
        s = ln.strip()
        m = re.match(r"#\s*([+-])\s+(\S+?):\s+(.*)$", s)
        if m and m.group(2) in OWNER:
            pending.append((m.group(1), m.group(2), m.group(3)))
            continue
        if s.startswith("- {q:"):
            q = data["questions"][qi]; qi += 1; nq += 1
            supported = set()
            for sign, f, quote in pending:
                if norm(quote) not in texts[f]:
                    fails.append(f"Q{qi} {q['q']!r}: quote not in {f}: {quote!r}")
                if sign == "+":
                    supported.add(OWNER[f])
                    if OWNER[f] not in q["gold"]:
                        fails.append(f"Q{qi}: '+' line for non-gold {OWNER[f]} ({f})")
            for g in q["gold"]:
                if g not in data["people"]:
                    fails.append(f"Q{qi}: unknown key {g}")
                if g not in supported:
                    fails.append(f"Q{qi} {q['q']!r}: gold {g} has no '+' evidence")
            pending = []
    gold_people = {g for q in data["questions"] for g in q["gold"]}
    missing = set(data["people"]) - gold_people
    if missing:
        fails.append(f"people never gold: {missing}")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions checked, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
