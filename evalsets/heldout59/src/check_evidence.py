"""Self-check for heldout59/questions.yaml: every '+'/'-' evidence quote must occur (whitespace-
insensitive, NFKC) in its file's text; every gold person needs a '+' line from one of their files;
no '-' line may come from a gold person's file in the same question... unless it is the SAME person's
trap (allowed only when that person is not gold). Exit 1 on any failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "Zhaoyang_Wu_CV_2026.pdf": "WZY", "zywu_resume_2021.md": "WZY",
    "邹静和_简历.pdf": "ZJH", "窦书岩-供应链计划-简历.docx": "DSY",
    "CV_MVillalobos_EN.docx": "MV", "IMG_20261102_184517.jpg": "YZN",
}
PHOTO_TEXT = {"IMG_20261102_184517.jpg": ROOT / "src" / "yuan_zining_zh_page.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        a = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        return a + "\n\f\n" + b
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append("\n".join(c.text for c in row.cells))
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    texts = {n: norm(text_of(n)) for n in OWNERS}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    fails, pending, nq, nev = [], [], 0, 0
    start = lines.index("questions:") + 1
    for ln, line in enumerate(lines[start:], start + 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m:
            sign, f, quote = m.groups()
            if f not in OWNERS:
                fails.append(f"L{ln}: unknown file {f}")
                continue
            nev += 1
            if norm(quote) not in texts[f]:
                fails.append(f"L{ln}: quote not found in {f}: {quote}")
            pending.append((sign, OWNERS[f], ln))
            continue
        m = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            plus = {o for s, o, _ in pending if s == "+"}
            for g in gold:
                if g not in plus:
                    fails.append(f"L{ln}: gold {g} has no '+' evidence")
            for s, o, l in pending:
                if s == "+" and o not in gold:
                    fails.append(f"L{l}: '+' line for non-gold {o}")
                if s == "-" and o in gold and o not in ("",):
                    # a trap line from a gold person's own file is allowed only for a different fact;
                    # flag it so it is looked at
                    fails.append(f"L{l}: '-' line names gold person {o}")
            pending = []
    print(f"{nq} questions, {nev} evidence lines, {len(fails)} failures")
    for f in fails:
        print("  " + f)
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
