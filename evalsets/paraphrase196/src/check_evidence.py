"""Self-check for paraphrase196: every +/- evidence quote in questions.yaml must occur in its
file's text (whitespace-insensitive; markdown '*' and PDF bullets ignored). Also checks the
intent structure (4 phrasings per intent, same gold), gold keys, and cross-lingual tags."""
import os, re, subprocess, sys, json, unicodedata
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_093512.jpg": os.path.join(ROOT, "src", "lan_jingzhou_page_text.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
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
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index("questions:")
    for i, ln in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", ln)
        if not m:
            continue
        fn, quote = m.group(2), m.group(3)
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {i}: missing file {fn}"); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    people = set(data["people"])
    zh_only = {"YW", "LJ", "LW"}
    by_intent = {}
    for q in data["questions"]:
        by_intent.setdefault(q["intent"], []).append(q)
        for g in q["gold"]:
            if g not in people:
                print("unknown key", g, q["q"]); bad += 1
        is_zh = bool(re.search(r"[\u4e00-\u9fff]", q["q"]))
        cross = any((g in zh_only) != is_zh for g in q["gold"])
        if cross != ("cross-lingual" in q["tags"]):
            print("cross-lingual tag mismatch:", q["q"]); bad += 1
        if (not q["gold"]) != ("empty-gold" in q["tags"]):
            print("empty-gold tag mismatch:", q["q"]); bad += 1
    for k, qs in by_intent.items():
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or zh != 2 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("intent structure problem:", k); bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    if used != people:
        print("people never gold:", people - used); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

main()
