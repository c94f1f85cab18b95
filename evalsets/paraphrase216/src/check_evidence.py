"""Checks every +/- evidence quote in ../questions.yaml against its file's text; exit 1 on failure.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values (.json),
the file itself (.md/.txt), and for the photo src/ji_zhiyuan_photo_page.txt.
Comparison ignores all whitespace, markdown * markers and NFKC differences.
Also checks the YAML parses, each intent has 4 questions with one gold, and every gold member
has a + line in the intent's block."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"冀知远_简历_拍照.jpg": ROOT / "src" / "ji_zhiyuan_photo_page.txt"}
OWNER = {"冼予宁_简历.pdf": "XYN", "Oksana_Trevelyan_CV.pdf": "OT", "CV_2026.pdf": "ZSY",
         "伏立恒_简历_2021.txt": "FLH", "伏立恒_简历_2026.docx": "FLH", "tamsin_oakhurst.md": "TO",
         "hamish_dunwoody.json": "HD", "冀知远_简历_拍照.jpg": "JZY", "bian_zhixia_cv.docx": "BZX"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        return a + "\n\x00\n" + b
    if p.suffix == ".docx":
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if p.suffix == ".json":
        out = []
        def walk(v):
            if isinstance(v, str): out.append(v)
            elif isinstance(v, dict): [walk(x) for x in v.values()]
            elif isinstance(v, list): [walk(x) for x in v]
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    return p.read_text(encoding="utf-8")

def main():
    qfile = ROOT / "questions.yaml"
    data = yaml.safe_load(qfile.read_text(encoding="utf-8"))
    fails = 0
    cache = {}
    for f in OWNER:
        assert (CVS / f).exists(), f
    blocks, cur = [], None
    for line in qfile.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\s*# ---------------- (\S+) ----------------", line)
        if m:
            cur = {"intent": m.group(1), "ev": []}; blocks.append(cur); continue
        m = re.match(r"\s*# ([+-]) (\S+?): (.+)$", line)
        if m and cur is not None:
            sign, f, quote = m.groups()
            cur["ev"].append((sign, f, quote))
            if f not in cache:
                cache[f] = norm(text_of(f)) if (CVS / f).exists() else None
            if cache[f] is None:
                print("NO FILE", f); fails += 1
            elif norm(quote) not in cache[f]:
                print("MISSING", sign, f, "::", quote); fails += 1
    qs = data["questions"]
    by_intent = {}
    for q in qs:
        by_intent.setdefault(q["intent"], []).append(q)
        for g in q["gold"]:
            assert g in data["people"], g
    for b in blocks:
        group = by_intent.get(b["intent"], [])
        if len(group) != 4:
            print("INTENT", b["intent"], "has", len(group), "questions"); fails += 1; continue
        golds = {tuple(sorted(q["gold"])) for q in group}
        if len(golds) != 1:
            print("INTENT", b["intent"], "gold differs"); fails += 1
        for g in group[0]["gold"]:
            if not any(s == "+" and OWNER.get(f) == g for s, f, _ in b["ev"]):
                print("NO + EVIDENCE", b["intent"], g); fails += 1
        for s, f, _ in b["ev"]:
            if s == "+" and OWNER.get(f) not in group[0]["gold"]:
                print("+ LINE FOR NON-GOLD", b["intent"], f); fails += 1
    n_ev = sum(len(b["ev"]) for b in blocks)
    everyone = {g for q in qs for g in q["gold"]}
    missing = set(data["people"]) - everyone
    if missing:
        print("never gold:", missing); fails += 1
    print(f"{len(qs)} questions, {len(blocks)} intents, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

main()
