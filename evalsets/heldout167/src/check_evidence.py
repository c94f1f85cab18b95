"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file itself (.md/.txt,
markdown * markers dropped), src/lorenzo_castiglioni_2026_page.txt for the photographed .jpg.
Comparison ignores whitespace, NFKC forms and PDF bullets. Also checks: every gold key has a '+'
line from one of its own files, no '+' line comes from a non-gold person's file, and every
person is gold at least once. ('-' lines may come from a gold person's file: a trap that does not
count, next to the line that does.) Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "简雨澄_水处理工艺.pdf": "JYC",
    "Mareike_Holtmann_CV.pdf": "MH",
    "Samuel_Teo_Resume_2026.docx": "SJT",
    "伍晓澜_采购简历.md": "WXL",
    "lorenzo_castiglioni_cv_2021.txt": "LC",
    "IMG_20261103_184512.jpg": "LC",
}
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "lorenzo_castiglioni_2026_page.txt")}

def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = t.replace("•", "").replace("*", "")
    return re.sub(r"\s+", "", t)

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def main():
    fails = 0
    assert sorted(os.listdir(CVS)) == sorted(OWNERS), ("cvs/ content differs", os.listdir(CVS))
    texts = {fn: norm(text_of(fn)) for fn in OWNERS}
    raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(raw)
    people = set(data["people"])
    # pair comment blocks with the question line that follows them
    blocks, cur = [], []
    body = raw.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if m and line.strip().startswith("#"):
            cur.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
        elif line.strip().startswith("- {q:"):
            blocks.append(cur); cur = []
    qs = data["questions"]
    assert len(blocks) == len(qs), (len(blocks), len(qs))
    seen_gold = set()
    for q, ev in zip(qs, blocks):
        gold = set(q["gold"]); seen_gold |= gold
        assert gold <= people, q
        if not gold and "empty-gold" not in q["tags"]:
            print("FAIL empty gold without tag:", q["q"]); fails += 1
        supported = set()
        for sign, fn, quote in ev:
            if fn not in OWNERS:
                print("FAIL unknown file", fn); fails += 1; continue
            if norm(quote) not in texts[fn]:
                print(f"FAIL quote not found [{fn}]: {quote}"); fails += 1
            if sign == "+":
                if OWNERS[fn] not in gold:
                    print(f"FAIL + line for non-gold {OWNERS[fn]}: {q['q']}"); fails += 1
                supported.add(OWNERS[fn])
        for g in gold - supported:
            print(f"FAIL no + evidence for {g}: {q['q']}"); fails += 1
    for p in people - seen_gold:
        print("FAIL never gold:", p); fails += 1
    n = sum(len(b) for b in blocks)
    print(f"{len(qs)} questions, {n} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
