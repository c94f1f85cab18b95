#!/usr/bin/env python3
"""Self-check for paraphrase63/questions.yaml.
1. Every '# + file: quote' / '# - file: quote' comment occurs verbatim (whitespace-insensitive,
   NFKC, dash variants, '*' and PDF bullets normalised) in the text of that file in ../cvs.
2. Every intent has exactly 4 questions (2 English, 2 Chinese), all with the same gold; gold keys
   exist in people; every person is gold somewhere; '+' evidence exists for every gold person.
"""
import os, re, sys, subprocess, unicodedata, json
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260914_183207.jpg": os.path.join(HERE, "ru_qingyi_page.txt")}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub(r"[\u2010-\u2015\u2212]", "-", s)
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

src = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
cache, bad, n = {}, 0, 0
ev_plus = {}  # intent-block index -> set of files with + evidence
body = src[src.index("\nquestions:"):]  # header rule bullets are not evidence
for m in re.finditer(r"^[ \t]*#[ \t]*([+-])[ \t]+([^:\s][^:\n]*?):[ \t](.+)$", body, re.M):
    sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
    n += 1
    if not os.path.exists(os.path.join(CVS, fn)):
        print("NO FILE:", fn); bad += 1; continue
    if fn not in cache:
        cache[fn] = norm(text_of(fn))
    if norm(quote) not in cache[fn]:
        print(f"NOT FOUND [{sign}] {fn}: {quote}"); bad += 1
print(f"{n} evidence quotes checked, {bad} problems")

# structural checks
try:
    import yaml
    data = yaml.safe_load(src)
except ImportError:
    data = None
    print("pyyaml not installed: structural checks skipped")
if data:
    people = data["people"]; qs = data["questions"]
    by = {}
    for q in qs:
        by.setdefault(q["intent"], []).append(q)
        for g in q["gold"]:
            if g not in people:
                print("unknown key", g, q["q"]); bad += 1
    used = set()
    for it, lst in sorted(by.items()):
        zh = sum(1 for q in lst if re.search(r"[\u4e00-\u9fff]", q["q"]))
        golds = {tuple(sorted(q["gold"])) for q in lst}
        used |= set(lst[0]["gold"])
        ok = len(lst) == 4 and zh == 2 and len(golds) == 1
        print(f"{it:24s} n={len(lst)} zh={zh} gold={sorted(lst[0]['gold'])} {'ok' if ok else 'BAD'}")
        bad += 0 if ok else 1
    missing = set(people) - used
    if missing:
        print("never gold:", missing); bad += 1
    print(len(qs), "questions,", len(by), "intents")
sys.exit(1 if bad else 0)
