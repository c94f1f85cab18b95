"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** markers and PDF bullets ignored), that every gold person has
at least one '+' line and that the YAML parses. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
# the photo has no text layer: use the text of the page before it was photographed
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(ROOT, "src", "ge_xiaolei_2026_en_page.txt")}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "").replace("▪", "")
    return re.sub(r"\s+", "", s)


def text_of(fn):
    path = os.path.join(CVS, fn)
    if not os.path.exists(path):
        raise FileNotFoundError(path)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, fails, pending, n = {}, 0, [], 0
    qi = 0
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
            continue
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s+(.*)$", ln)
        if m:
            pending.append(m.groups())
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]
            qi += 1
            for g in q["gold"]:
                if g not in keys:
                    print("UNKNOWN KEY", g, q["q"]); fails += 1
            if q["gold"] and not any(s == "+" for s, _, _ in pending):
                print("NO + EVIDENCE:", q["q"]); fails += 1
            if not q["gold"] and any(s == "+" for s, _, _ in pending):
                print("+ EVIDENCE ON EMPTY GOLD:", q["q"]); fails += 1
            for sign, fn, quote in pending:
                n += 1
                try:
                    if fn not in cache:
                        cache[fn] = norm(text_of(fn))
                except FileNotFoundError as e:
                    print("MISSING FILE", e); fails += 1; continue
                if norm(quote) not in cache[fn]:
                    print(f"NOT FOUND [{q['q']}] {sign} {fn}: {quote}"); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print("question count mismatch", qi, len(data["questions"])); fails += 1
    print(f"{n} evidence lines, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
