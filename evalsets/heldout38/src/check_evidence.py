"""Self-check for heldout38/questions.yaml.

Every '# + file: quote' / '# - file: quote' comment above a question must occur in that file's
text (whitespace ignored; NFKC; markdown * markers ignored). Text sources: pdftotext for PDFs,
python-docx paragraphs + table cells (+ header/footer) for DOCX, the file for .md, and
src/ling/ling_ruochen_page_text.txt for the photographed page. Also: every gold member has a '+'
line from one of their own files, no '-' line comes from a gold member's file, and every person
is gold somewhere. Run with src/.venv/bin/python. Exit 1 on any failure.
"""
import re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "elif_arslan_cv.pdf": "EA",
    "邬承泽_数字IC设计.pdf": "WC",
    "nikhil_varadarajan.md": "NV",
    "樊清越_简历_2022.docx": "FQ",
    "resume_2026_pm.docx": "FQ",
    "凌若晨_简历.jpg": "LR",
}
PHOTO_TEXT = {"凌若晨_简历.jpg": ROOT / "src/ling/ling_ruochen_page_text.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout + "\n" + \
               subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    texts = {n: norm(text_of(n)) for n in OWNER}
    missing_files = [n for n in OWNER if not (CVS / n).exists()]
    extra = [p.name for p in CVS.iterdir() if p.name not in OWNER]
    fails = []
    if missing_files or extra:
        fails.append(f"cvs/ mismatch: missing {missing_files} extra {extra}")
    ev, nq, gold_seen = [], 0, set()
    for ln, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.+?)\s*$", line)
        if m:
            ev.append((ln, m.group(1), m.group(2), m.group(3)))
            continue
        m = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            gold_seen.update(gold)
            plus_owners = set()
            for eln, sign, f, quote in ev:
                if f not in OWNER:
                    fails.append(f"line {eln}: unknown file {f}")
                    continue
                if norm(quote) not in texts[f]:
                    fails.append(f"line {eln}: quote not in {f}: {quote}")
                if sign == "+":
                    plus_owners.add(OWNER[f])
                    if OWNER[f] not in gold:
                        fails.append(f"line {eln}: '+' line from non-gold person {OWNER[f]}")
                elif OWNER[f] in gold:
                    fails.append(f"line {eln}: '-' line from gold person {OWNER[f]}")
            for g in gold:
                if g not in plus_owners:
                    fails.append(f"line {ln}: gold {g} has no '+' evidence")
            ev = []
    never = set(OWNER.values()) - gold_seen
    if never:
        fails.append(f"never gold: {sorted(never)}")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
