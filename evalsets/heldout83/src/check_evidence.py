#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml occurs in its file's text (whitespace-
insensitive, NFKC). PDF: pdftotext; DOCX: python-docx paragraphs + table cells + headers/footers;
JSON: all string values; MD/TXT: the file with ** / * markers removed; the photo .jpg: src/<name>
page text given in PHOTO_TEXT. Also checks that every gold person has '+' evidence lines in the
block above the question, that no '-' line is the only evidence, and that every person is gold
somewhere. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {"谭予安_简历.pdf": "TYA", "IMG_20261119_094512.jpg": "MJN", "Wren_Thorsby_CV.pdf": "WT",
         "Cyprian_Quennell_Resume.docx": "CQ", "阳启帆_简历_2023.md": "YQF",
         "qifan_yang_resume_2026.json": "YQF"}
PHOTO_TEXT = {"IMG_20261119_094512.jpg": ROOT / "src" / "min_jianing_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("\u2013", "-").replace("\u2014", "-").replace("\u2019", "'")
    return re.sub(r"\s+", "", s)

def text_of(name):
    f = CVS / name
    if not f.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    suf = f.suffix.lower()
    if suf == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if suf == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [p.text for p in sec.footer.paragraphs]
        return "\n".join(parts)
    if suf == ".json":
        out = []
        def walk(o):
            if isinstance(o, dict):
                for k, v in o.items():
                    if isinstance(v, str):
                        out.append(f'"{k}": "{v}"')
                    walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            elif isinstance(o, str):
                out.append(o)
        walk(json.loads(f.read_text(encoding="utf-8")))
        return "\n".join(out)
    return f.read_text(encoding="utf-8")

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = data["people"]
    cache, fails, n = {}, 0, 0
    block, qi = [], 0
    gold_seen = set()
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s*([^:]+?):\s(.*)$", ln)
        if m:
            sign, fname, quote = m.groups()
            n += 1
            try:
                t = cache.setdefault(fname, norm(text_of(fname)))
            except FileNotFoundError:
                print(f"MISSING FILE {fname}"); fails += 1; continue
            if norm(quote) not in t:
                print(f"NOT FOUND [{fname}] {quote}"); fails += 1
            block.append((sign, fname))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            plus = [f for s, f in block if s == "+"]
            if q["gold"] and not plus:
                print(f"NO + EVIDENCE: {q['q']}"); fails += 1
            if not q["gold"] and plus:
                print(f"+ EVIDENCE ON EMPTY GOLD: {q['q']}"); fails += 1
            for k in q["gold"]:
                if k not in people:
                    print(f"UNKNOWN KEY {k} in {q['q']}"); fails += 1
            for s_, f_ in block:
                if s_ == "-" and OWNER.get(f_) in q["gold"]:
                    print(f"- LINE FROM A GOLD PERSON'S FILE {f_}: {q['q']}"); fails += 1
                if s_ == "+" and OWNER.get(f_) not in q["gold"]:
                    print(f"+ LINE FROM A NON-GOLD PERSON'S FILE {f_}: {q['q']}"); fails += 1
            lacking = set(q["gold"]) - {OWNER.get(f) for f in plus}
            if lacking:
                print(f"GOLD WITHOUT + EVIDENCE {sorted(lacking)}: {q['q']}"); fails += 1
            gold_seen |= set(q["gold"])
            block = []
    missing = set(people) - gold_seen
    if missing:
        print("never gold:", missing); fails += 1
    print(f"{n} evidence lines, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
