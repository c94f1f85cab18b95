"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Text sources: pdftotext (raw and -layout) for PDFs; python-docx paragraphs + table cells for
DOCX; all string values for JSON; the file itself for .md/.txt (markdown markers * _ ` # removed);
src/ziboyuan_page.txt for the photo. Comparison ignores all whitespace and applies NFKC.
Also checks: every gold member has a '+' line in its block, '+' lines only for gold members,
no '-' line comes from a gold member's file, each intent has exactly 4 questions sharing one
gold, and every person is gold somewhere."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_094512.jpg": os.path.join(HERE, "ziboyuan_page.txt")}
OWNER = {"zhangshuhang_cv_zh.pdf": "ZS", "Marguerite_Oyelaran_CV.pdf": "MO",
         "lixuan_geng_cv_2026.pdf": "LG", "Siobhan_Nagle_CV.docx": "SN",
         "谯慕舟_游戏制作人.docx": "QM", "IMG_20261103_094512.jpg": "ZB",
         "jedrzej_brzozowski_sre_2026.md": "JB", "CV_JB_2021.txt": "JB", "resume.json": "RQ"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
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


_cache = {}


def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    elif fn.endswith(".json"):
        t = "\n".join(strings(json.load(open(p, encoding="utf-8"))))
    else:
        t = open(p, encoding="utf-8").read()
        if fn.endswith(".md"):
            t = re.sub(r"[*_`#]", "", t)
    _cache[fn] = norm(t)
    return _cache[fn]


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    keys = set(data["people"])
    fails, n = 0, 0
    block = []
    qi = 0
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            n += 1
            if fn not in OWNER:
                print("UNKNOWN FILE:", fn); fails += 1; continue
            if norm(quote) not in text_of(fn):
                print("NOT FOUND:", fn, "|", quote); fails += 1
            block.append((sign, fn))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            assert gold <= keys, q
            sup = {OWNER[f] for s, f in block if s == "+"}
            neg = {OWNER[f] for s, f in block if s == "-"}
            if gold - sup:
                print("NO EVIDENCE for", gold - sup, "in", q["q"]); fails += 1
            if sup - gold:
                print("'+' evidence for non-gold", sup - gold, "in", q["q"]); fails += 1
            if neg & gold:
                print("'-' trap names a gold person", neg & gold, "in", q["q"]); fails += 1
        elif ln.strip() == "" or ln.strip().startswith("# ----"):
            if ln.strip().startswith("# ----"):
                block = []
    # intent consistency
    by = {}
    for q in data["questions"]:
        by.setdefault(q["intent"], []).append(q)
    for k, qs in by.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("INTENT PROBLEM:", k); fails += 1
    everyone = set().union(*(set(q["gold"]) for q in data["questions"]))
    if keys - everyone:
        print("never gold:", keys - everyone); fails += 1
    print(f"{n} evidence lines, {len(data['questions'])} questions, {len(by)} intents, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
