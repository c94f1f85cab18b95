"""Checks every '# + file: quote' / '# - file: quote' in ../questions.yaml against the file's text.
PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; JPG -> src/p8/page_text.txt;
.md/.txt/.json -> raw text. Comparison ignores all whitespace, markdown ** markers and bullets,
after Unicode NFKC normalisation (so the 'ﬀ' ligature in pdftotext output matches 'ff').
Also checks: 4 questions per intent, identical gold within an intent, 2 EN + 2 ZH per intent,
gold keys defined, every person gold somewhere."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

H = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(H, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261108_213547.jpg": os.path.join(H, "p8", "page_text.txt")}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout + \
            subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def main():
    bad = 0
    cache = {}
    n = 0
    for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s+(.*\S)\s*$", line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fn)):
            print("MISSING FILE", fn); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print("NOT FOUND", sign, fn, "|", quote); bad += 1
    d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    people = d["people"]
    intents = {}
    used = set()
    for q in d["questions"]:
        intents.setdefault(q["intent"], []).append(q)
        for g in q["gold"]:
            if g not in people:
                print("UNKNOWN KEY", g, q["q"]); bad += 1
            used.add(g)
    for k, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            print("INTENT PROBLEM", k, len(qs), golds, "zh", zh); bad += 1
        if any(("empty-gold" in q["tags"]) != (not q["gold"]) for q in qs):
            print("EMPTY-GOLD TAG MISMATCH", k); bad += 1
    for p in people:
        if p not in used:
            print("NEVER GOLD", p); bad += 1
    print(f"{n} quotes, {len(d['questions'])} questions, {len(intents)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


main()
