"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive, NFKC, markdown ** ignored) in the text of its file; also checks the
intent structure (4 questions per intent, 2 en + 2 zh, identical gold) and that gold keys exist."""
import os, re, subprocess, sys, unicodedata, collections
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20210318_142207.jpg": os.path.join(HERE, "vreeswijk_old_2021.page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        from docx import Document
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
    start = lines.index("questions:")  # evidence comments live under questions:, rules above
    for i, ln in enumerate(lines, 1):
        if i <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", ln)
        if not m:
            continue
        if not os.path.exists(os.path.join(CVS, m.group(2).strip())):
            print(f"line {i}: no such file {m.group(2)!r}"); bad += 1
            continue
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    d = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(d["people"])
    by = collections.defaultdict(list)
    for q in d["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
        by[q["intent"]].append(q)
    for it, qs in by.items():
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or zh != 2 or len(golds) != 1:
            print(f"intent {it}: {len(qs)} questions, {zh} Chinese, {len(golds)} distinct golds"); bad += 1
    used = {g for q in d["questions"] for g in q["gold"]}
    if keys - used:
        print("never gold:", keys - used); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
