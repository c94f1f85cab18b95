"""Self-check for heldout56/questions.yaml: every '+'/'-' evidence quote must occur in its file's text
(whitespace-insensitive, NFKC). Also checks: every gold key is a person, every gold person has a '+'
line naming one of their files, no '-' trap only, every person is gold somewhere.
Text sources: PDF -> pdftotext; DOCX -> python-docx paragraphs + table rows (cells joined by spaces)
+ each cell; .md -> file; .jpg -> src/<page text> (the photographed page's pdftotext)."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_182544.jpg": os.path.join(HERE, "leng_shuyi_zh_page1.txt")}
OWNER = {"tai_minghan_zh.pdf": "TMH", "lingxi_hua_cv.pdf": "LXH", "卫思琦_风控策略_2023.docx": "WSQ",
         "Siqi_Wei_Resume_2026.docx": "WSQ", "cv_product_2026.md": "YXY", "IMG_20261103_182544.jpg": "LSY"}

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
        d = Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                cells = [c.text for c in r.cells]; parts.append(" ".join(cells)); parts.extend(cells)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = data["people"]
    assert set(OWNER.values()) == set(people), "owner map / people mismatch"
    for f in OWNER: assert os.path.exists(os.path.join(CVS, f)), f"missing cv {f}"
    assert sorted(os.listdir(CVS)) == sorted(OWNER), f"cvs/ holds unexpected files: {os.listdir(CVS)}"
    cache, fails, pending, qi, gold_seen = {}, 0, [], 0, set()
    start = lines.index("questions:")
    for ln in lines[start + 1:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"]); gold_seen |= gold
            assert gold <= set(people), f"unknown key in {q}"
            supported = set()
            for sign, fn, quote in pending:
                if fn not in OWNER:
                    print("UNKNOWN FILE", fn); fails += 1; continue
                if fn not in cache: cache[fn] = norm(text_of(fn))
                if norm(quote) not in cache[fn]:
                    print(f"NOT FOUND [{q['q']}] {sign} {fn}: {quote}"); fails += 1
                if sign == "+":
                    if OWNER[fn] not in gold:
                        print(f"+ line for non-gold person [{q['q']}] {fn}"); fails += 1
                    supported.add(OWNER[fn])
                elif OWNER[fn] in gold and not any(s == "+" and OWNER[f] == OWNER[fn] for s, f, _ in pending):
                    print(f"- line names a gold person without + evidence [{q['q']}] {fn}"); fails += 1
            if gold - supported:
                print(f"gold without evidence [{q['q']}]: {gold - supported}"); fails += 1
            if not gold and "empty-gold" not in q["tags"]:
                print(f"empty gold not tagged [{q['q']}]"); fails += 1
            pending = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    if set(people) - gold_seen:
        print("never gold:", set(people) - gold_seen); fails += 1
    print(f"{qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
