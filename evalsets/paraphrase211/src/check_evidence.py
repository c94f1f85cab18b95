"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive), plus basic structure of the paraphrase set."""
import os, re, subprocess, sys, collections
import yaml
import docx

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_183512.jpg": os.path.join(ROOT, "src", "gwenaelle_le_goff_page1.txt")}

def norm(s):
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fname):
    if fname in _cache:
        return _cache[fname]
    path = os.path.join(CVS, fname)
    if not os.path.exists(path):
        raise SystemExit(f"missing file {fname}")
    if fname in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fname], encoding="utf-8").read()
    elif fname.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    elif fname.endswith(".docx"):
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
        if fname.endswith(".md"):
            t = t.replace("**", "").replace("*", "")
    _cache[fname] = norm(t)
    return _cache[fname]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    bad = 0; n = 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s(.*)$", ln)
        if not m:
            continue
        n += 1
        _, f, quote = m.groups()
        if norm(quote) not in text_of(f):
            bad += 1
            print(f"line {i}: NOT FOUND in {f}: {quote}")
    # structure
    people = data["people"]; qs = data["questions"]
    by_intent = collections.defaultdict(list)
    for q in qs:
        for g in q["gold"]:
            assert g in people, (g, q["q"])
        by_intent[q["intent"]].append(q)
    for it, group in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in group}
        if len(group) != 4 or len(golds) != 1:
            bad += 1; print("intent problem:", it, len(group), golds)
        zh = sum(1 for q in group if re.search(r"[\u4e00-\u9fff]", q["q"]))
        if zh != 2:
            bad += 1; print("intent language mix problem:", it, zh)
    gold_people = {g for q in qs for g in q["gold"]}
    for p in people:
        if p not in gold_people:
            bad += 1; print("never gold:", p)
    print(f"{n} quotes checked, {len(qs)} questions, {len(by_intent)} intents, problems: {bad}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
