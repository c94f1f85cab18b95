#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive), plus basic structure checks (gold keys, every person gold somewhere)."""
import json, os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"liang_yanchuan_2022.jpg": os.path.join(HERE, "liang_yanchuan_2022_page.txt")}

def norm(t):
    return re.sub(r"\s+", "", t.replace("**", "").replace("*", ""))

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        a = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
        return a + "\n\x00\n" + b
    if fn.endswith(".docx"):
        sys.path.insert(0, HERE)
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n\x00\n".join(parts)
    return open(path, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    pending_plus = []
    qcount, gold_seen = 0, set()
    people = set(re.findall(r"^  ([A-Z]+):", "\n".join(lines), re.M))
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if m:
            sign, fn, quote = m.groups()
            if not os.path.exists(os.path.join(CVS, fn)):
                continue  # header prose, not an evidence line
            n += 1
            if fn not in cache:
                cache[fn] = norm(text_of(fn))
            # a quote must lie inside one text unit (no crossing the \x00 separators)
            if norm(quote) not in cache[fn]:
                bad += 1
                print(f"line {i}: NOT FOUND in {fn}: {quote}")
            continue
        q = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", ln)
        if q:
            qcount += 1
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            for g in gold:
                if g not in people:
                    bad += 1; print(f"line {i}: unknown gold key {g}")
            gold_seen.update(gold)
            if not gold and "empty-gold" not in q.group(3):
                bad += 1; print(f"line {i}: empty gold without empty-gold tag")
    missing = people - gold_seen
    if missing:
        bad += 1; print("people never gold:", missing)
    print(f"{n} quotes, {qcount} questions, {len(people)} people, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
