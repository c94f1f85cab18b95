#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the file's
text (whitespace-insensitive, NFKC): pdftotext -layout for PDFs, python-docx paragraphs + table cells
for DOCX, JSON string values, the .txt itself, and for the photo IMG_20261103_142215.jpg the text of
the page before it was photographed (src/leong_kah_wai_2026_page.txt). Also checks that every gold
person has at least one '+' line and that each person is gold somewhere. Exit 1 on failure."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_142215.jpg": os.path.join(HERE, "leong_kah_wai_2026_page.txt")}
OWNER = {"瞿海峰_FPGA工程师_简历.pdf": "QH", "Sigrid_Lyngstad_CV.pdf": "SL", "秦雨萱-产品经理.docx": "QY",
         "meenakshi_iyengar.resume.json": "MI", "leong_kah_wai_cv_2022.txt": "LK", "IMG_20261103_142215.jpg": "LK"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): out.append(o)
        walk(json.load(open(p, encoding="utf-8"))); return "\n".join(out)
    return open(p, encoding="utf-8").read()

def main():
    cache, fails, n = {}, 0, 0
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    pending, gold_seen = [], set()
    started = False
    for i, line in enumerate(lines, 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m:
            sign, f, quote = m.groups(); n += 1
            if f not in cache:
                if not os.path.exists(os.path.join(CVS, f)):
                    print(f"line {i}: no such file {f}"); fails += 1; continue
                cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print(f"line {i}: NOT FOUND in {f}: {quote}"); fails += 1
            pending.append((sign, OWNER.get(f)))
            continue
        q = re.match(r"\s*- \{q: \"(.*?)\", gold: \[(.*?)\]", line)
        if q:
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            gold_seen |= set(gold)
            plus = {o for s, o in pending if s == "+"}
            minus = {o for s, o in pending if s == "-"}
            for g in gold:
                if g not in plus:
                    print(f"line {i}: gold {g} has no '+' evidence: {q.group(1)}"); fails += 1
            for o in plus - set(gold):
                print(f"line {i}: '+' evidence for non-gold {o}: {q.group(1)}"); fails += 1
            for o in minus & set(gold):
                print(f"note line {i}: '-' line is about gold person {o} (a fact of theirs that does not qualify)")
            pending = []
    for k in set(OWNER.values()) - gold_seen:
        print(f"person {k} is never gold"); fails += 1
    print(f"{n} evidence lines checked, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
