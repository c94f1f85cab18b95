"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.

Text sources: pdftotext (default mode) for PDFs; python-docx paragraphs + table cells for DOCX;
the file itself for .md/.txt (markdown ** and * markers dropped); for the photo
IMG_20261103_184512.jpg, src/karthik_anbalagan_2026_page.txt. Comparison ignores all whitespace
and applies NFKC. Also checks that every gold key has at least one '+' line and every person is
gold somewhere. Exit 1 on any failure.
"""
import os, re, subprocess, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "karthik_anbalagan_2026_page.txt")}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        from docx import Document
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, fails, pending, nq = {}, 0, [], 0
    gold_seen = set()
    people = set()
    in_people = False
    in_questions = False
    for ln in lines:
        if ln.startswith("questions:"):
            in_questions = True; continue
        if ln.startswith("people:"):
            in_people = True; continue
        if in_people:
            m = re.match(r"\s+(\w+):", ln)
            if m: people.add(m.group(1)); continue
            in_people = False
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", ln) if in_questions else None
        if m:
            sign, f, quote = m.groups()
            if f not in cache:
                if f not in PHOTO_TEXT and not os.path.exists(os.path.join(CVS, f)):
                    print("MISSING FILE", f); fails += 1; continue
                cache[f] = norm(text_of(f))
            ok = norm(quote) in cache[f]
            if not ok:
                print(f"NOT FOUND [{sign}] {f}: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        m = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\]", ln)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            plus = [p for p in pending if p[0] == "+"]
            if gold and not plus:
                print("NO + EVIDENCE for:", m.group(1)); fails += 1
            if not gold and plus:
                print("EMPTY GOLD WITH + EVIDENCE:", m.group(1)); fails += 1
            for g in gold:
                if g not in people:
                    print("UNKNOWN KEY", g, "in", m.group(1)); fails += 1
            gold_seen.update(gold)
            pending = []
    for p in sorted(people - gold_seen):
        print("NEVER GOLD:", p); fails += 1
    print(f"{nq} questions, {len(people)} people, failures: {fails}")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
