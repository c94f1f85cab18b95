#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml against its file's text.

PDF: pdftotext; DOCX: python-docx paragraphs + table cells; JSON: all string values;
.txt: the file; .jpg (photo, no text layer): src/<page>.txt, the page's text before it
became a photo. Comparison ignores whitespace, NFKC forms and PDF bullets.
Also checks: every gold key has a '+' line in its file set, no '-' line is the only evidence,
every person is gold somewhere. Run with src/.venv/bin/python (needs python-docx, pyyaml optional).
"""
import json, os, re, subprocess, sys, unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_141522.jpg": os.path.join(ROOT, "src", "tong_qiming_page.txt")}
OWNER = {  # file -> person key
    "zhuwanhe_简历_2023.txt": "ZW", "zhu_wanhe_2026.pdf": "ZW", "li_zeyuan_cv.pdf": "LZ",
    "IMG_20261103_141522.jpg": "TQ", "keshav_nandakumar_cv.docx": "KN",
    "hanne_vestergaard.resume.json": "HV",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if fn.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, str): out.append(o)
            elif isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
        walk(json.load(open(p, encoding="utf-8")))
        return "\n".join(out)
    return open(p, encoding="utf-8").read()


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, fails, pending, n_ev, n_q = {}, 0, [], 0, 0
    gold_seen = set()
    start = lines.index("questions:")
    for i, ln in enumerate(lines, 1):
        if i <= start + 1:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if m:
            sign, fn, quote = m.groups()
            if fn not in OWNER:
                print(f"line {i}: unknown file {fn}"); fails += 1; continue
            if fn not in cache:
                cache[fn] = norm(text_of(fn))
            n_ev += 1
            if norm(quote) not in cache[fn]:
                print(f"line {i}: NOT FOUND in {fn}: {quote}"); fails += 1
            pending.append((sign, OWNER[fn]))
            continue
        m = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", ln)
        if m:
            n_q += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            gold_seen.update(gold)
            plus = {k for s, k in pending if s == "+"}
            minus = {k for s, k in pending if s == "-"}
            for g in gold:
                if g not in plus:
                    print(f"line {i}: gold {g} has no + evidence: {m.group(1)}"); fails += 1
            for k in plus - set(gold):
                print(f"line {i}: + evidence for non-gold {k}: {m.group(1)}"); fails += 1
            for k in minus & set(gold):
                print(f"line {i}: - trap names gold {k}: {m.group(1)}"); fails += 1
            pending = []
    for k in set(OWNER.values()) - gold_seen:
        print(f"person {k} is never gold"); fails += 1
    print(f"{n_q} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
