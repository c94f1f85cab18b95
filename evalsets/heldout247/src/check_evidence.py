"""Self-check for heldout247: every '+'/'-' evidence quote in questions.yaml must occur in the text of
its file (whitespace-insensitive, NFKC, curly quotes folded, PDF bullets ignored); every gold person
must have a '+' line in its question block; '+' lines only for gold people; empty gold is tagged."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
# file -> person key (owners), and a text stand-in for the photo (no text layer)
OWNERS = {
    "zu_haonan_cv.pdf": "ZHN",
    "言梓琳_简历.docx": "YZL",
    "Thanawat_Rungrojsakul_CV.pdf": "TR",
    "roisin_mcateer_cv_2021.txt": "RM",
    "IMG_20260914_183022.jpg": "RM",
    "xingchen_lou.resume.json": "LX",
}
PHOTO_TEXT = {"IMG_20260914_183022.jpg": os.path.join(HERE, "roisin_mcateer_cv_2026.page.txt")}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"').replace("•", "")
    return re.sub(r"\s+", "", s)


def strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from strings(v)


def text_of(fname):
    path = os.path.join(CVS, fname)
    if fname in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fname], encoding="utf-8").read()]
    if fname.endswith(".pdf"):
        return [subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout]
    if fname.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return parts
    if fname.endswith(".json"):
        return list(strings(json.load(open(path, encoding="utf-8"))))
    return [open(path, encoding="utf-8").read()]


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = data["people"]
    lines = open(qpath, encoding="utf-8").read().split("\n")
    cache, fails, pending, nq = {}, [], [], 0
    start = lines.index("questions:")
    for ln, line in enumerate(lines, 1):
        if ln <= start + 1:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m:
            sign, fname, quote = m.groups()
            if fname not in OWNERS:
                fails.append(f"line {ln}: unknown file {fname}")
                continue
            if fname not in cache:
                cache[fname] = [norm(t) for t in text_of(fname)]
            if not any(norm(quote) in t for t in cache[fname]):
                fails.append(f"line {ln}: quote not in {fname}: {quote}")
            pending.append((sign, OWNERS[fname]))
            continue
        m = re.match(r"\s*-\s*\{q:", line)
        if m:
            nq += 1
            q = yaml.safe_load(line.strip()[2:])
            gold = q["gold"]
            for g in gold:
                if g not in people:
                    fails.append(f"line {ln}: gold key {g} not in people")
                if ("+", g) not in pending:
                    fails.append(f"line {ln}: gold {g} has no '+' evidence")
            for sign, who in pending:
                if sign == "+" and who not in gold:
                    fails.append(f"line {ln}: '+' evidence for non-gold {who}")
                if sign == "-" and who in gold and ("+", who) not in pending:
                    fails.append(f"line {ln}: '-' evidence names gold {who} without '+'")
            if not gold and "empty-gold" not in q.get("tags", []):
                fails.append(f"line {ln}: empty gold without empty-gold tag")
            pending = []
    golds = set(g for q in data["questions"] for g in q["gold"])
    for k in people:
        if k not in golds:
            fails.append(f"person {k} is never gold")
    if nq != len(data["questions"]):
        fails.append(f"parsed {nq} question lines but yaml has {len(data['questions'])}")
    for f in fails:
        print("FAIL", f)
    nev = sum(1 for l in lines[start:] if re.match(r"\s*#\s*[+-]\s", l))
    print(f"{len(data['questions'])} questions, {nev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
