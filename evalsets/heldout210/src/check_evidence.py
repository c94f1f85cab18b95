"""Self-check for heldout210: every +/- evidence quote in ../questions.yaml must occur (whitespace-
insensitive, NFKC) in the text of the named file; every gold person needs at least one + quote from
one of their own files; counts are printed. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "鄞定川_简历.pdf": "YDC",
    "苌晚枫_简历_2022.txt": "CWF",
    "IMG_20260914_193208.jpg": "CWF",
    "Tamara_Oyediran_CV.docx": "TO",
    "jiarui_tong.resume.json": "TJR",
    "yichen_ou_cv.pdf": "OYC",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(x):
            if isinstance(x, str): out.append(x)
            elif isinstance(x, dict): [walk(v) for v in x.values()]
            elif isinstance(x, list): [walk(v) for v in x]
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    if name.endswith(".jpg"):
        return (ROOT / "src" / "chang_wanfeng_2026_page.txt").read_text(encoding="utf-8")
    return p.read_text(encoding="utf-8")

def main():
    texts = {n: norm(text_of(n)) for n in OWNER}
    assert set(OWNER) == {p.name for p in CVS.iterdir()}, "OWNER map does not match cvs/"
    fails, pending, nq, nev, empty = 0, [], 0, 0, 0
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    in_q = False
    for ln in lines:
        if ln.startswith("questions:"):
            in_q = True; continue
        if not in_q:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            pending.append((m.group(1), m.group(2), m.group(3).strip())); continue
        m = re.match(r'\s*-\s*\{q:\s*"(.*?)",\s*gold:\s*\[(.*?)\]', ln)
        if m:
            nq += 1
            q, gold = m.group(1), [g.strip() for g in m.group(2).split(",") if g.strip()]
            if not gold: empty += 1
            support = set()
            for sign, f, quote in pending:
                nev += 1
                if f not in texts:
                    print(f"FAIL unknown file {f} (q: {q})"); fails += 1; continue
                if norm(quote) not in texts[f]:
                    print(f"FAIL quote not in {f}: {quote!r} (q: {q})"); fails += 1; continue
                if sign == "+":
                    support.add(OWNER[f])
                    if OWNER[f] not in gold:
                        print(f"FAIL + quote from non-gold person {OWNER[f]} (q: {q})"); fails += 1
            for g in gold:
                if g not in support:
                    print(f"FAIL gold {g} has no + evidence (q: {q})"); fails += 1
            pending = []
    print(f"{nq} questions, {empty} empty-gold, {nev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

main()
