"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its CV file.
Text: pdftotext (raw and -layout) for PDF, python-docx paragraphs + table cells for DOCX,
JSON string values for .json, the file for .md/.txt; the photo .jpg uses src/xie_siyu_page1.txt.
Comparison ignores all whitespace, markdown ** markers and soft hyphens; NFKC-normalised.
Also checks: every gold key has a '+' line, a '-' line does not point only at a gold person,
all 4 questions of an intent share the same gold, every person is gold somewhere."""
import json, os, re, subprocess, sys, unicodedata, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_214512.jpg": os.path.join(HERE, "xie_siyu_page1.txt")}
OWNER = {
    "marit_overbeek_cv.pdf": "MO", "谷舒远_硬件工程师.pdf": "GS", "chiara_zanardi.md": "CZ",
    "Yiheng_Tang_CV_2026.docx": "TY", "唐一衡_简历_2022.txt": "TY", "Declan_Furey_PCB.pdf": "DF",
    "卜清禾-品牌经理简历.docx": "BQ", "IMG_20261103_214512.jpg": "XS", "owain_prytherch.resume.json": "OP",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("\u00ad", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def texts(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fn], encoding="utf-8").read()]
    if fn.endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return ["\n".join(parts)]
    if fn.endswith(".json"):
        return ["\n".join(json_strings(json.load(open(p, encoding="utf-8"))))]
    return [open(p, encoding="utf-8").read()]

def main():
    fails = 0
    cache = {}
    assert set(os.listdir(CVS)) == set(OWNER), f"cvs/ files differ from OWNER: {sorted(os.listdir(CVS))}"
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    pending = []   # evidence lines above the next question
    qi = 0
    n_ev = 0
    by_intent = collections.defaultdict(list)
    gold_people = set()
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            sign, fn, quote = m.groups()
            if fn not in OWNER:
                print("UNKNOWN FILE", fn); fails += 1; continue
            if fn not in cache: cache[fn] = [norm(t) for t in texts(fn)]
            n_ev += 1
            if not any(norm(quote) in t for t in cache[fn]):
                print(f"NOT FOUND [{fn}]: {quote}"); fails += 1
            pending.append((sign, OWNER[fn]))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            assert gold <= people, q
            gold_people |= gold
            by_intent[q["intent"]].append((q["q"], tuple(sorted(gold))))
            plus = {o for s, o in pending if s == "+"}
            minus = {o for s, o in pending if s == "-"}
            if pending or not by_intent[q["intent"]][:-1]:
                cur_plus, cur_minus = plus, minus
            if gold - cur_plus:
                print(f"NO EVIDENCE for {gold - cur_plus}: {q['q']}"); fails += 1
            if cur_plus - gold:
                print(f"'+' for non-gold {cur_plus - gold}: {q['q']}"); fails += 1
            if cur_minus & gold and not (cur_minus & gold) <= cur_plus:
                print(f"'-' line names gold {cur_minus & gold}: {q['q']}"); fails += 1
            pending = []
    assert qi == len(data["questions"])
    for it, qs in by_intent.items():
        if len(qs) != 4 or len({g for _, g in qs}) != 1:
            print("INTENT MISMATCH", it, qs); fails += 1
    if people - gold_people:
        print("never gold:", people - gold_people); fails += 1
    print(f"{qi} questions, {len(by_intent)} intents, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
