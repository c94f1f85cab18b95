"""Check every '+'/'-' evidence quote in ../questions.yaml against its CV file's text.
Text: pdftotext (default and -layout) for PDFs; python-docx paragraphs, table cells and
header/footer for DOCX; the raw file for .md/.txt/.json (markdown ** and * markers ignored);
src/photo_page_text.txt for the photo. Comparison ignores all whitespace (NFKC-normalised).
Also checks that each gold person has at least one '+' line from one of their own files and
that no '-' line cites a gold person's file for that question. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml, docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {"Florian_Brechtel_CV.pdf": "FB", "PanShuoyan_CV_2026.pdf": "PS", "姜晚澄_简历.pdf": "JW",
          "IMG_20261104_093512.jpg": "LQ", "米朝歌-内容运营.docx": "MZ", "CV_mech_2026.docx": "GY",
          "顾砚霖_简历_2025.txt": "GY", "ooi_mei_ling_resume.md": "OM", "resume.json": "IT"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("\\\"", "\"")
    return re.sub(r"\s+", "", s)

_cache = {}
def texts(fn):
    if fn in _cache: return _cache[fn]
    path = os.path.join(CVS, fn)
    out = []
    if fn.endswith(".pdf"):
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, path, "-"], capture_output=True, text=True).stdout)
    elif fn.endswith(".docx"):
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        out.append("\n".join(parts))
    elif fn.endswith(".jpg"):
        out.append(open(os.path.join(HERE, "photo_page_text.txt"), encoding="utf-8").read())
    else:
        out.append(open(path, encoding="utf-8").read())
    _cache[fn] = [norm(t) for t in out]
    return _cache[fn]

def main():
    fails = 0; n = 0
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    keys = set(data["people"])
    ev = []
    qi = 0; started = False
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|txt|md|json|jpg)):\s(.*)$", ln) if started else None
        if ln.startswith("questions:"): started = True
        if m:
            ev.append(m.groups()); continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            assert gold <= keys, (q, gold - keys)
            supported = set()
            for sign, fn, quote in ev:
                n += 1
                if fn not in OWNERS:
                    print("UNKNOWN FILE", fn); fails += 1; continue
                if not any(norm(quote) in t for t in texts(fn)):
                    print(f"NOT FOUND [{q['q']}] {fn}: {quote}"); fails += 1
                if sign == "+":
                    if OWNERS[fn] not in gold:
                        print(f"+ LINE FOR NON-GOLD [{q['q']}] {fn}"); fails += 1
                    supported.add(OWNERS[fn])
                elif OWNERS[fn] in gold and not any(s == "+" and OWNERS[f] == OWNERS[fn] for s, f, _ in ev):
                    print(f"- LINE ONLY FOR GOLD [{q['q']}] {fn}"); fails += 1
            for g in gold - supported:
                print(f"NO EVIDENCE for {g} [{q['q']}]"); fails += 1
            ev = []
    assert qi == len(data["questions"])
    # every person gold somewhere; same gold within an intent
    by_intent = {}
    for q in data["questions"]:
        by_intent.setdefault(q["intent"], set()).add(tuple(sorted(q["gold"])))
    for i, g in by_intent.items():
        if len(g) != 1: print("INTENT GOLD DIFFERS", i); fails += 1
    missing = keys - {k for q in data["questions"] for k in q["gold"]}
    if missing: print("NEVER GOLD", missing); fails += 1
    print(f"{n} evidence lines, {len(data['questions'])} questions, {fails} failures")
    sys.exit(1 if fails else 0)

main()
