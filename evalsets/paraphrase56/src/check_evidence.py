"""Checks that every '# + file: quote' / '# - file: quote' comment in questions.yaml occurs
verbatim (whitespace-insensitive, markdown **/* ignored, PDF bullets ignored) in the file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .jpg: src/<stem>.txt mapping below;
.md/.txt/.json: the file itself. Also checks intents: 4 questions each, same gold, 2 en + 2 zh."""
import os, re, subprocess, sys, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"戎知白_简历_2026.jpg": os.path.join(HERE, "rong_zhibai_2026_photo.txt")}

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for tb in d.tables:
            for r in tb.rows:
                for c in r.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(p, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    bad = n = 0
    for ln, line in enumerate(open(qpath, encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s]+\.(?:pdf|docx|md|txt|json|jpg)):\s+(.*\S)\s*$", line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {ln}: no such file {fn}"); bad += 1; continue
        n += 1
        try:
            ok = norm(quote) in text_of(fn)
        except FileNotFoundError:
            ok = False
        if not ok:
            bad += 1
            print(f"line {ln}: NOT FOUND in {fn}: {quote}")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(data["people"])
    by_int = collections.defaultdict(list)
    for q in data["questions"]:
        by_int[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                bad += 1; print("unknown key", g, q["q"])
    golds_seen = set()
    for k, qs in sorted(by_int.items()):
        gs = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
        golds_seen |= set(qs[0]["gold"])
        if len(qs) != 4 or len(gs) != 1 or zh != 2:
            bad += 1; print("intent problem", k, len(qs), gs, zh)
    missing = people - golds_seen
    if missing:
        bad += 1; print("never gold:", missing)
    print(f"{n} quotes checked, {len(by_int)} intents, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

main()
