"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.

Text per file: pdftotext (PDF); python-docx paragraphs plus table rows with cells joined by a
space (DOCX); the raw file (.md/.txt/.json); for the photographed .jpg, the page text kept in src/.
Comparison ignores all whitespace, markdown '**' markers and PDF bullets '•'. Also checks that the
4 questions of every intent share one gold and that every gold key is a known person.
"""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_214409.jpg": os.path.join(HERE, "f_yong", "yong_qiming_page1.txt")}


def norm(t):
    t = t.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", t)


def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" ".join(c.text for c in r.cells))
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    files = set(os.listdir(CVS))
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(.+?):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if fname not in files:
            continue  # a header comment line, not evidence
        n += 1
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(data["people"])
    golds, count = {}, collections.Counter()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                bad += 1; print("unknown key", k, q["q"])
        it = q["intent"]; count[it] += 1
        g = sorted(q["gold"])
        if golds.setdefault(it, g) != g:
            bad += 1; print("gold differs within intent", it, q["q"])
    for it, c in count.items():
        if c != 4:
            bad += 1; print("intent", it, "has", c, "questions")
    used = set(k for g in golds.values() for k in g)
    if people - used:
        bad += 1; print("never gold:", people - used)
    print(f"{n} quotes checked, {len(count)} intents, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
