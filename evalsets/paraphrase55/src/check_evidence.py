#!/usr/bin/env python3
"""Self-check for paraphrase55/questions.yaml.
- every '+'/'-' evidence quote occurs in the text of its file (whitespace-insensitive, NFKC,
  markdown * markers ignored);
- every gold member of a question has a '+' line from one of its own files in the block above;
- no '-' line comes from a file of a gold member of that block;
- each intent has exactly 4 questions (2 English, 2 Chinese) with the same gold;
- every person is gold somewhere; gold sizes are reported.
Run: src/.venv/bin/python src/check_evidence.py   (exit 1 on failure)"""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "Marit_Sandvoll_CV.pdf": "MS",
    "靖书宁_信贷分析师.pdf": "JSN",
    "benedetta_rinaldi_cv.pdf": "BR",
    "郦晨曦-电芯工程师.docx": "LCX",
    "ines_carvajal.md": "IC",
    "仇一航_运维开发_2021.txt": "QYH",
    "qiu_yihang_resume.json": "QYH",
    "COO_resume_2026.docx": "DK",
    "宗沐言_简历.jpg": "ZMY",
}

def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = t.replace("*", "")
    return re.sub(r"\s+", "", t)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    path = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [p.text for p in sec.footer.paragraphs]
        t = "\n".join(parts)
    elif fn.endswith(".jpg"):
        t = open(os.path.join(ROOT, "src", "zong_muyan_photo_page.txt"), encoding="utf-8").read()
    else:
        t = open(path, encoding="utf-8").read()
        if fn.endswith(".json"):
            json.loads(t)
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    import yaml
    fails = []
    raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(raw)
    people = data["people"]
    assert data["as_of"] == "2026-11-26"
    for f in OWNER:
        if not os.path.exists(os.path.join(CVS, f)):
            fails.append(f"missing CV file {f}")
    extra = set(os.listdir(CVS)) - set(OWNER)
    if extra:
        fails.append(f"unexpected files in cvs/: {extra}")
    block = []
    n_ev = 0
    qs = []
    for ln, line in enumerate(raw.split("\n"), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if m:
            sign, fn, quote = m.groups()
            if fn not in OWNER:
                continue  # header prose
            n_ev += 1
            if norm(quote) not in text_of(fn):
                fails.append(f"L{ln}: quote not in {fn}: {quote}")
            block.append((sign, fn, ln))
            continue
        if re.match(r"\s*- \{q:", line):
            q = yaml.safe_load(line.strip()[2:])
            qs.append(q)
            for g in q["gold"]:
                if g not in people:
                    fails.append(f"L{ln}: unknown key {g}")
                if not any(s == "+" and OWNER[f] == g for s, f, _ in block):
                    fails.append(f"L{ln}: gold {g} has no + evidence")
            for s, f, l2 in block:
                if s == "-" and OWNER[f] in q["gold"]:
                    fails.append(f"L{l2}: - line from gold member {OWNER[f]}")
                if s == "+" and OWNER[f] not in q["gold"]:
                    fails.append(f"L{l2}: + line for non-gold {OWNER[f]}")
            continue
        if line.strip() == "" or re.match(r"\s*# -{5,}", line):
            if line.strip() == "" and qs:
                block = []
    # intents
    by = defaultdict(list)
    for q in qs:
        by[q["intent"]].append(q)
    for it, lst in sorted(by.items()):
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in lst)
        if len(lst) != 4 or zh != 2:
            fails.append(f"{it}: {len(lst)} questions, {zh} Chinese")
        if len({tuple(sorted(q["gold"])) for q in lst}) != 1:
            fails.append(f"{it}: golds differ")
        if "paraphrase" not in lst[0]["tags"]:
            fails.append(f"{it}: no paraphrase tag")
        if bool(lst[0]["gold"]) == ("empty-gold" in lst[0]["tags"]):
            fails.append(f"{it}: empty-gold tag mismatch")
    covered = {g for q in qs for g in q["gold"]}
    if covered != set(people):
        fails.append(f"never gold: {set(people) - covered}")
    sizes = sorted(len(l[0]["gold"]) for l in by.values())
    print(f"{len(qs)} questions, {len(by)} intents, {n_ev} evidence lines, gold sizes per intent {sizes}")
    for f in fails:
        print("FAIL", f)
    print("OK" if not fails else f"{len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
