#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml against the text of its CV file.

Text sources: pdftotext (PDF), python-docx body paragraphs + table cells (DOCX), the file itself
(.md/.txt), and for the phone photo (.jpg, no text layer) src/vesna_draganic_page.txt, the pdftotext
of the page before it was photographed. Comparison ignores all whitespace, markdown '**'/'*' markers,
'•' bullets, and NFKC forms. Also checks: every gold key is in people:, every gold person has at least
one '+' line (by file owner), and no '-' line is the only evidence of a gold person. Exit 1 on failure.
"""
import pathlib, re, subprocess, sys, unicodedata
import yaml  # noqa
ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
OWNER = {
    "stellan_tollefsen_cv.pdf": "ST",
    "封卓言_简历.pdf": "FZY",
    "tai_xiaochuan_简历.txt": "TXC",
    "saoirse_pendleton_cv_2023.docx": "SP",
    "saoirse_pendleton.md": "SP",
    "IMG_20261103_184512.jpg": "VD",
}
PHOTO_TEXT = {"IMG_20261103_184512.jpg": SRC / "vesna_draganic_page.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout + \
            subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = data["people"]
    cache, fails, n = {}, 0, 0
    pending = []
    qi = 0
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for ln, line in enumerate(lines, 1):
        if ln <= start + 1:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if m:
            sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            if fname not in OWNER:
                print(f"L{ln}: unknown file {fname}"); fails += 1; continue
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
            n += 1
            if norm(quote) not in cache[fname]:
                print(f"L{ln}: NOT FOUND in {fname}: {quote}"); fails += 1
            pending.append((sign, OWNER[fname], ln))
            continue
        if re.match(r"\s*- \{q:", line):
            q = data["questions"][qi]; qi += 1
            gold = q["gold"]
            for g in gold:
                if g not in people:
                    print(f"L{ln}: gold key {g} not in people"); fails += 1
                if not any(s == "+" and o == g for s, o, _ in pending):
                    print(f"L{ln}: gold {g} has no '+' evidence: {q['q']}"); fails += 1
            for s, o, l in pending:
                if s == "+" and o not in gold:
                    print(f"L{l}: '+' line for {o} who is not gold in: {q['q']}"); fails += 1
            pending = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    owners = set(OWNER.values())
    golds = {g for q in data["questions"] for g in q["gold"]}
    for k in people:
        if k not in golds:
            print(f"person {k} is gold nowhere"); fails += 1
    print(f"{n} evidence lines, {len(data['questions'])} questions, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
