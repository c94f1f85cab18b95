#!/usr/bin/env python3
"""Self-check for heldout57/questions.yaml: every "# + file: quote" / "# - file: quote" evidence
comment must occur in that file's text (whitespace-insensitive, NFKC, markdown * markers ignored).
Text sources: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file (.md/.txt),
src/sima_haoyu_2021_photo_text.txt for the photo cvs/sima_haoyu_2021.jpg.
Also checks: every gold key is in people:, every gold person has a "+" line naming a file of theirs
(list below), every person is gold somewhere, and prints counts. Exit 1 on any failure."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "li_yaqin_简历.docx": "LYQ", "sima_haoyu_2021.jpg": "SMHY", "sima_haoyu_2026.pdf": "SMHY",
    "Kofi_Mensah-Larbi_CV.docx": "KML", "anya_petrosyan_cv.pdf": "AP", "resume_hw_pm_2026.md": "SZY",
}
PHOTO_TEXT = {"sima_haoyu_2021.jpg": ROOT / "src" / "sima_haoyu_2021_photo_text.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def main():
    qfile = ROOT / "questions.yaml"
    data = yaml.safe_load(qfile.read_text(encoding="utf-8"))
    people = data["people"]
    texts = {n: norm(text_of(n)) for n in OWNERS}
    fails, pending, nq, gold_seen = [], [], 0, set()
    lines = qfile.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|jpg|txt)):\s+(.*)$", line)
        if m:
            sign, fname, quote = m.groups()
            if fname not in OWNERS:
                fails.append(f"L{i}: unknown file {fname}")
                continue
            if norm(quote) not in texts[fname]:
                fails.append(f"L{i}: quote not found in {fname}: {quote}")
            pending.append((sign, fname))
            continue
        m = re.match(r"\s*-\s*\{q:", line)
        if m:
            nq += 1
            q = yaml.safe_load(line.strip()[2:])
            gold = q["gold"]
            for g in gold:
                if g not in people:
                    fails.append(f"L{i}: gold key {g} not in people")
                gold_seen.add(g)
                if not any(s == "+" and OWNERS[f] == g for s, f in pending):
                    fails.append(f"L{i}: gold {g} has no + evidence")
            for s, f in pending:
                if s == "+" and OWNERS[f] not in gold:
                    fails.append(f"L{i}: + line for non-gold {OWNERS[f]} ({f})")
                if s == "-" and OWNERS[f] in gold:
                    fails.append(f"L{i}: - line names gold member {OWNERS[f]} ({f})")
            pending = []
    for k in people:
        if k not in gold_seen:
            fails.append(f"person {k} is never gold")
    if nq != len(data["questions"]):
        fails.append(f"parsed {nq} question lines but yaml has {len(data['questions'])}")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
