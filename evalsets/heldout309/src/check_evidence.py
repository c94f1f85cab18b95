#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line in questions.yaml against the file's text.

Text sources: PDF -> pdftotext; DOCX -> python-docx body paragraphs + table cell paragraphs;
.md/.txt -> the file (markdown ** removed); the photo .jpg -> src/<page>.txt (pdftotext of the page
before it was photographed). Comparison ignores all whitespace and NFKC-normalises.
Also checks: every gold key is in people:, every gold member has >=1 '+' line, no '-' line file
belongs only to... (traps are documented per file, not per person), question count and empties.
Exit 1 on any failure.
"""
import re, subprocess, sys, unicodedata, pathlib
import yaml  # PyYAML if present; fallback below

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261114_183052.jpg": ROOT / "src" / "oriane_castlereagh_2026_page.txt"}
OWNER = {
    "henrique_kallio_cv.pdf": "HK", "卓沁岚_简历.pdf": "ZQL", "Lanxin_Ye_GIS_CV.docx": "YLX",
    "pei_shuhang_backend.md": "PSH", "oriane_castlereagh_cv_2021.txt": "OC", "IMG_20261114_183052.jpg": "OC",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif name.endswith(".pdf"):
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts += [x.text for x in c.paragraphs]
        for sec in d.sections:
            parts += [x.text for x in sec.header.paragraphs] + [x.text for x in sec.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    people = data["people"]
    fails = 0
    pending = []  # evidence lines before the next question
    qn = 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if m:
            sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            if fname not in OWNER:
                print(f"UNKNOWN FILE {fname!r}: {line.strip()}"); fails += 1; continue
            if not (CVS / fname).exists():
                print(f"MISSING FILE {fname}"); fails += 1; continue
            if norm(quote) not in text_of(fname):
                print(f"NOT FOUND [{fname}]: {quote}"); fails += 1
            pending.append((sign, fname))
            continue
        if re.match(r"\s*- \{q:", line):
            qn += 1
            q = data["questions"][qn - 1]
            for k in q["gold"]:
                if k not in people:
                    print(f"Q{qn}: unknown key {k}"); fails += 1
                if not any(s == "+" and OWNER[f] == k for s, f in pending):
                    print(f"Q{qn}: gold {k} has no '+' evidence"); fails += 1
            for s, f in pending:
                if s == "+" and OWNER[f] not in q["gold"]:
                    print(f"Q{qn}: '+' line for non-gold {OWNER[f]} ({f})"); fails += 1
                if s == "-" and OWNER[f] in q["gold"] and not any(s2 == "+" and f2 == f for s2, f2 in pending):
                    pass  # a trap line may belong to a gold person (e.g. a second, non-qualifying fact)
            pending = []
    qs = data["questions"]
    gold_people = {k for q in qs for k in q["gold"]}
    for k in people:
        if k not in gold_people:
            print(f"person {k} is never gold"); fails += 1
    empties = sum(1 for q in qs if not q["gold"])
    zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
    print(f"{len(qs)} questions, {empties} empty-gold, {zh} Chinese, {len(qs)-zh} English; failures: {fails}")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
