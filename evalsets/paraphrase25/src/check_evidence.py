"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive, NFKC, markdown '*' ignored), that every gold person has a '+' line,
that no '-' line names a gold person, that the 4 phrasings of an intent share one gold, and
that every person is gold somewhere. Exit 1 on any failure."""
import os, re, sys, json, subprocess, unicodedata, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
OWNER = {  # file -> person key
    "meng_tianyu_cv.pdf": "MT", "Tianyu_Meng_Resume_EN.docx": "MT", "CV_2026_final.docx": "SK",
    "潘若琳-求职简历.txt": "PR", "viktor_lindahl_cv.pdf": "VL", "resume.json": "NA",
    "lu_zihang_简历.md": "LZ", "戴文静_简历.docx": "DW", "IMG_20261103_142217.jpg": "TA",
}
PHOTO_TEXT = {"IMG_20261103_142217.jpg": os.path.join(HERE, "tomoko_arai_photo_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(f):
    p = os.path.join(CVS, f)
    if f in PHOTO_TEXT:
        return open(PHOTO_TEXT[f], encoding="utf-8").read()
    if f.endswith(".pdf"):
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return a + "\n\x00\n" + b
    if f.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if f.endswith(".json"):
        vals = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            elif isinstance(o, str):
                vals.append(o)
        walk(json.load(open(p, encoding="utf-8")))
        return "\n".join(vals)
    return open(p, encoding="utf-8").read()

def main():
    raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(raw)
    qs = data["questions"]
    texts = {f: norm(text_of(f)) for f in OWNER}
    assert set(OWNER) == set(os.listdir(CVS)), "cvs/ and OWNER differ"
    fails, n = [], 0
    # walk lines: evidence comments belong to the next question line
    pending, qi = [], 0
    body = raw.split("\nquestions:\n", 1)[1]  # header comments are not evidence
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*-\s*\{q:", line):
            q = qs[qi]; qi += 1
            gold = set(q["gold"]); plus = set()
            for sign, f, quote in pending:
                n += 1
                if f not in texts:
                    fails.append(f"unknown file {f} ({q['q']})"); continue
                if norm(quote) not in texts[f]:
                    fails.append(f"NOT FOUND in {f}: {quote}")
                who = OWNER[f]
                if sign == "+":
                    if who not in gold: fails.append(f"+ line for non-gold {who}: {q['q']}")
                    plus.add(who)
                elif who in gold:
                    fails.append(f"- line names gold {who}: {q['q']}")
            if gold - plus:
                fails.append(f"no evidence for {sorted(gold - plus)}: {q['q']}")
            if not gold and "empty-gold" not in q["tags"]:
                fails.append(f"empty gold without tag: {q['q']}")
            pending = []
    assert qi == len(qs), (qi, len(qs))
    by_intent = collections.defaultdict(list)
    for q in qs:
        by_intent[q["intent"]].append(q)
    for k, v in by_intent.items():
        if len(v) != 4: fails.append(f"{k} has {len(v)} phrasings")
        if len({tuple(sorted(x["gold"])) for x in v}) != 1: fails.append(f"{k}: gold differs")
    golds = set(p for q in qs for p in q["gold"])
    if golds != set(data["people"]): fails.append(f"never gold: {set(data['people']) - golds}")
    for f in fails: print("FAIL", f)
    print(f"{n} evidence lines, {len(qs)} questions, {len(by_intent)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)

main()
