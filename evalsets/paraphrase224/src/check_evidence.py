"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC-normalised, markdown ** and PDF bullets ignored), and that the
4 questions of each intent share one gold."""
import os, re, subprocess, sys, unicodedata, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "mi_jiajun_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "").replace("’", "'").replace("‘", "'")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    path = os.path.join(CVS, fn)
    if not os.path.exists(path):
        raise FileNotFoundError(fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    elif fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    # each unit (line / paragraph / cell) is searched separately and also the whole text
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    bad = 0; n = 0
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^\s:]+\.(?:pdf|docx|md|txt|json|jpg)):\s(.+)$", line)
        if not m:
            continue
        n += 1
        sign, fn, quote = m.groups()
        try:
            ok = norm(quote) in text_of(fn)
        except FileNotFoundError:
            print(f"line {i}: missing file {fn}"); bad += 1; continue
        if not ok:
            bad += 1
            print(f"line {i}: NOT FOUND in {fn}: {quote}")
    # intent consistency
    import yaml
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    by = collections.defaultdict(list)
    for q in data["questions"]:
        by[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in data["people"]:
                print("unknown key", k, q["q"]); bad += 1
    for it, qs in by.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
