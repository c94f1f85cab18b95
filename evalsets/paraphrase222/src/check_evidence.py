"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and * markers ignored). Also checks intent groups share gold."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261118_214406.jpg": os.path.join(HERE, "yu_anqi_photo_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise SystemExit(f"missing file {fn}")
    if fn in PHOTO_TEXT:
        txts = [open(PHOTO_TEXT[fn], encoding="utf-8").read()]
    elif fn.endswith(".pdf"):
        txts = [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    elif fn.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs + s.footer.paragraphs]
        txts = ["\n".join(parts)] + parts
    else:
        txts = [open(p, encoding="utf-8").read()]
    _cache[fn] = [norm(t) for t in txts]
    return _cache[fn]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    bad = n = 0
    lines = lines[lines.index("questions:"):]
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if not m:
            continue
        n += 1
        sign, fn, quote = m.groups()
        q = norm(quote)
        if not any(q in t for t in text_of(fn)):
            bad += 1
            print(f"NOT FOUND [{sign}] {fn}: {quote}")
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    groups = collections.defaultdict(list)
    for q in data["questions"]:
        groups[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in data["people"]:
                bad += 1; print("unknown key", k)
    for name, qs in groups.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            bad += 1; print("intent problem", name, len(qs), golds)
    gold_people = {k for q in data["questions"] for k in q["gold"]}
    for k in data["people"]:
        if k not in gold_people:
            bad += 1; print("never gold:", k)
    print(f"{n} quotes checked, {len(groups)} intents, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
