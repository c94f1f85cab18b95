"""Self-check for questions.yaml: every '+'/'-' evidence quote must occur in its file's text
(whitespace-insensitive; markdown '**' markers and PDF bullets ignored). Also checks gold keys,
that every person is gold somewhere, and prints counts. Run: src/.venv/bin/python src/check_evidence.py"""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_151742.jpg": os.path.join(ROOT, "src", "yu", "yu_wantang_2026_page_text.txt")}


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(fn):
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+\.(?:pdf|docx|md|txt|jpg)):\s?(.*)$", line)
        if not m:
            continue
        fn, quote = m.group(2).strip(), m.group(3)
        if fn not in cache:
            if fn not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, fn)):
                print(f"line {i}: no such file {fn}"); bad += 1; continue
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(data["people"])
    gold_seen, sizes, tags, langs = set(), collections.Counter(), collections.Counter(), collections.Counter()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print("unknown key", k, "in", q["q"]); bad += 1
            gold_seen.add(k)
        sizes[len(q["gold"])] += 1
        tags.update(q["tags"])
        langs["zh" if re.search(r"[\u4e00-\u9fff]", q["q"]) else "en"] += 1
        if (len(q["gold"]) == 0) != ("empty-gold" in q["tags"]):
            print("empty-gold tag mismatch:", q["q"]); bad += 1
    for k in people - gold_seen:
        print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions; gold sizes {dict(sorted(sizes.items()))}; "
          f"languages {dict(langs)}")
    print("tags:", dict(tags))
    print("FAIL" if bad else "OK")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
