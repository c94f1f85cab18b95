"""Self-check: every '+'/'-' evidence quote in questions.yaml occurs (whitespace-insensitively)
in the text of the named file. PDFs via pdftotext, DOCX via python-docx paragraphs + table
cells, .md/.txt/.json raw; the photographed .jpg via src/jing_huiyan_photo_page.txt.
Also checks: 4 questions per intent with equal gold, gold keys exist, everyone is gold somewhere."""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
ALIAS = {"jing_huiyan_photo_page.txt": os.path.join(HERE, "jing_huiyan_photo_page.txt")}

def norm(s):
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = ALIAS.get(name) or os.path.join(CVS, name)
    if not os.path.exists(p):
        raise FileNotFoundError(name)
    if p.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if p.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index("questions:")
    for i, line in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m or m.group(2) in ("file",):
            continue
        fname, quote = m.group(2), m.group(3)
        if fname not in cache:
            try:
                cache[fname] = norm(text_of(fname))
            except FileNotFoundError:
                print(f"line {i}: no such file {fname}"); bad += 1; continue
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    d = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(d["people"])
    by_intent = collections.defaultdict(list)
    gold_somewhere = set()
    for q in d["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                print("unknown key", g, q["q"]); bad += 1
            gold_somewhere.add(g)
    for k, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", k, len(qs), golds); bad += 1
    if people - gold_somewhere:
        print("never gold:", people - gold_somewhere); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
