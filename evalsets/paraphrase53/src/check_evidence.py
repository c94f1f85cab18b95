"""Check every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in that file's text
(whitespace-insensitive). PDFs via pdftotext, DOCX via python-docx paragraphs + table cells,
.md/.txt/.json raw; the photo .jpg via src/shu_yihang_photo_page.txt. Also checks the YAML shape:
4 questions per intent with identical gold, known person keys, everyone gold somewhere."""
import os, re, subprocess, sys, collections
import yaml, docx
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"舒亦航_简历_手机拍照.jpg": os.path.join(HERE, "shu_yihang_photo_page.txt")}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache:
        return _cache[fn]
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        t = open(PHOTO_TEXT[fn], encoding="utf-8").read()
    elif fn.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    elif fn.endswith(".docx"):
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = open(path, encoding="utf-8").read()
    _cache[fn] = norm(t)
    return _cache[fn]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    bad = n = 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?):\s(.+)$", ln)
        if not m or not ln.strip().startswith("# ") or m.group(1) not in "+-":
            continue
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if not os.path.exists(os.path.join(CVS, fn)):
            continue  # header prose, not an evidence line
        n += 1
        if norm(quote) not in text_of(fn):
            bad += 1
            print(f"line {i}: NOT FOUND in {fn}: {quote}")
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    keys = set(data["people"])
    by_intent = collections.defaultdict(list)
    golded = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in keys:
                bad += 1; print("unknown key", k, q["q"])
        golded |= set(q["gold"])
    for it, qs in by_intent.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            bad += 1; print("intent problem", it, len(qs))
    if keys - golded:
        bad += 1; print("never gold:", keys - golded)
    print(f"{n} evidence quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
