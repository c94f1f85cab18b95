"""Checks every '# + file: quote' / '# - file: quote' evidence line in ../questions.yaml
against the text of the named CV (whitespace-insensitive), and basic set invariants."""
import json, os, re, subprocess, sys, collections
import yaml, docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261012_093114.jpg": os.path.join(HERE, "fang_zhixing_photo_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s+(.*)$", line)
        if not m:
            continue
        fn, quote = m.group(2), m.group(3)
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {i}: no such file {fn}"); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    by_intent = collections.defaultdict(list)
    goldpeople = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
            goldpeople.add(g)
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
    if keys - goldpeople:
        print("never gold:", keys - goldpeople); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
