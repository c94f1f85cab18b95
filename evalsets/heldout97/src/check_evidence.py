"""Checks every '# + file: quote' / '# - file: quote' evidence line in questions.yaml against the
text of cvs/<file> (whitespace-insensitive; markdown ** ignored; NFKC). PDF: pdftotext, default
and -layout (a quote passes if found in either). DOCX: python-docx paragraphs + table cells.
.md/.txt: the file. The photo IMG_20210316_101522.jpg: src/d_pei/pei_old_2021_page.txt.
Also checks: every gold key is in people:, every gold member has at least one '+' line naming one
of its files, every person is gold somewhere. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml  # noqa  (PyYAML may be missing: fall back below)

H = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(H, "cvs")
PHOTO_TEXT = {"IMG_20210316_101522.jpg": os.path.join(H, "src", "d_pei", "pei_old_2021_page.txt")}
OWNER = {"zhai_haochuan_cv.pdf": "ZHC", "Lilla_Bartok_CV.docx": "LB", "ignacio_berrocal.md": "IB",
         "IMG_20210316_101522.jpg": "PMC", "Mingchuan_Pei_CV_2026.pdf": "PMC", "庾思齐_简历.txt": "YSQ"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)

def texts(fn):
    if fn in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fn], encoding="utf-8").read()]
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True, check=True).stdout
                for a in ([], ["-layout"])]
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return ["\n".join(parts)]
    return [open(p, encoding="utf-8").read()]

def main():
    src = open(os.path.join(H, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(src)
    people = data["people"]
    cache, fails, n = {}, 0, 0
    pending = []
    gold_seen = set()
    lines = src.splitlines()
    qi = 0
    in_q = False
    for ln in lines:
        if ln.startswith("questions:"):
            in_q = True
        if not in_q:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", ln)
        if m:
            sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            n += 1
            if fn not in cache:
                if fn not in OWNER:
                    print("UNKNOWN FILE", fn); fails += 1; continue
                cache[fn] = [norm(t) for t in texts(fn)]
            if not any(norm(quote) in t for t in cache[fn]):
                print(f"NOT FOUND [{fn}]: {quote}"); fails += 1
            pending.append((sign, fn))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            for g in q["gold"]:
                gold_seen.add(g)
                if g not in people:
                    print("UNKNOWN KEY", g, q["q"]); fails += 1
                if not any(s == "+" and OWNER.get(f) == g for s, f in pending):
                    print(f"NO + EVIDENCE for {g}: {q['q']}"); fails += 1
            for s, f in pending:
                if s == "+" and OWNER.get(f) not in q["gold"]:
                    print(f"+ LINE FOR NON-GOLD {OWNER.get(f)}: {q['q']}"); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print("question count mismatch", qi, len(data["questions"])); fails += 1
    for k in people:
        if k not in gold_seen:
            print("NEVER GOLD:", k); fails += 1
    print(f"{n} evidence lines, {len(data['questions'])} questions, {fails} failures")
    sys.exit(1 if fails else 0)

main()
