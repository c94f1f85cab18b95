"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its CV file.
Text: pdftotext (plain and -layout) for PDFs; python-docx paragraphs + table cells for DOCX;
the file itself for .md (** markers dropped); for the .jpg, src/yolanda_prieto_page.txt.
Matching ignores all whitespace and NFKC forms. Also checks gold keys / evidence coverage."""
import re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": SRC / "yolanda_prieto_page.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)


def texts(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text(encoding="utf-8")]
    if p.suffix == ".pdf":
        return [subprocess.run(["pdftotext"] + a + [str(p), "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    return [p.read_text(encoding="utf-8")]


def main():
    import yaml
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    people = set(data["people"])
    cache, fails, n = {}, 0, 0
    pending = []
    owners = {}  # file -> person key, for coverage check
    OWN = {"付嘉言_数据库内核_简历.pdf": "FJ", "Ruiqi_Zhao_CV.pdf": "RZ", "廖启航_简历_2021.docx": "LQ",
           "廖启航_热设计_2026.md": "LQ", "Beatrix_Auclair_Resume.docx": "BA", "IMG_20261103_184512.jpg": "YP"}
    qi = 0
    qs = data["questions"]
    body = raw.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m:
            pending.append(m.groups())
            continue
        if re.match(r"\s*- \{q:", line):
            q = qs[qi]; qi += 1
            plus_owners = set()
            for sign, f, quote in pending:
                n += 1
                if f not in cache:
                    if not (CVS / f).exists():
                        print("MISSING FILE", f); fails += 1; continue
                    cache[f] = [norm(t) for t in texts(f)]
                if not any(norm(quote) in t for t in cache[f]):
                    print(f"FAIL q{qi} {sign} {f}: {quote}"); fails += 1
                if sign == "+":
                    plus_owners.add(OWN[f])
                elif OWN[f] in q["gold"]:
                    print(f"FAIL q{qi}: trap line names gold member {OWN[f]}"); fails += 1
            for g in q["gold"]:
                if g not in people:
                    print(f"FAIL q{qi}: unknown key {g}"); fails += 1
                if g not in plus_owners:
                    print(f"FAIL q{qi}: no evidence for {g}"); fails += 1
            pending = []
    gold_any = {g for q in qs for g in q["gold"]}
    for p in people - gold_any:
        print("FAIL: never gold:", p); fails += 1
    print(f"{n} evidence lines, {len(qs)} questions, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
