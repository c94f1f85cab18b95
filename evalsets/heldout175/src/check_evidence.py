"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown table pipes and ** markers ignored), that every gold member
has at least one '+' line, and that every person key is gold somewhere. Exit 1 on failure."""
import pathlib, re, subprocess, sys, unicodedata
import yaml  # PyYAML from the system python or the venv
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184212.jpg": ROOT / "src" / "orlaith_brannagh_2026_page.txt"}
OWNER = {"mikkel_sandahl_cv.pdf": "MS", "xie_yunyi_resume.pdf": "XY",
         "saskia_hoogendam_resume.docx": "SH", "游婧岚_临床药师.md": "YJ",
         "orlaith_brannagh_cv_2021.txt": "OB", "IMG_20261103_184212.jpg": "OB"}

def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = t.replace("**", "").replace("|", "")
    return re.sub(r"\s+", "", t)

def text_of(name):
    f = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if f.suffix == ".docx":
        d = Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return f.read_text(encoding="utf-8")

def main():
    assert set(OWNER) == {p.name for p in CVS.iterdir()}, "cvs/ and OWNER differ"
    texts = {n: norm(text_of(n)) for n in OWNER}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    fails, pending, nq = [], [], 0
    gold_seen = set()
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+):\s+(.*)$", ln)
        if m:
            sign, fname, quote = m.groups()
            if fname not in texts:
                fails.append(f"unknown file {fname}: {ln}")
            elif norm(quote) not in texts[fname]:
                fails.append(f"quote not found in {fname}: {quote}")
            pending.append((sign, fname))
            continue
        m = re.match(r"\s*-\s*\{q:", ln)
        if m:
            q = data["questions"][nq]; nq += 1
            plus = {OWNER.get(f) for s, f in pending if s == "+"}
            for g in q["gold"]:
                gold_seen.add(g)
                if g not in plus:
                    fails.append(f"gold {g} has no '+' evidence: {q['q']}")
            for k in plus - set(q["gold"]):
                fails.append(f"'+' evidence for non-gold {k}: {q['q']}")
            if not q["gold"] and "empty-gold" not in q["tags"]:
                fails.append(f"empty gold without tag: {q['q']}")
            pending = []
    missing = set(data["people"]) - gold_seen
    if missing:
        fails.append(f"people never gold: {sorted(missing)}")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions checked, {len(fails)} failures")
    sys.exit(1 if fails else 0)

main()
