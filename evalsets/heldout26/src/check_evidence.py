"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its CV's text
(whitespace-insensitive, NFKC, markdown ** / * markers and PDF bullets ignored), that every gold
key is a declared person and that every person is gold somewhere."""
import os, re, subprocess, sys, unicodedata
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    with open(p, encoding="utf-8") as f:
        return f.read()


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    texts = {fn: norm(text_of(fn)) for fn in os.listdir(CVS)}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    bad = n = 0
    people, gold_seen, nq = set(), set(), 0
    in_people = in_questions = False
    for ln in lines:
        if ln.startswith("people:"):
            in_people = True
            continue
        if ln.startswith("questions:"):
            in_people, in_questions = False, True
        if in_people:
            m = re.match(r"\s+(\w+):", ln)
            if m:
                people.add(m.group(1))
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", ln)
        if m and in_questions:
            n += 1
            fn, quote = m.group(2).strip(), m.group(3)
            if fn not in texts:
                print("NO FILE:", fn); bad += 1
            elif norm(quote) not in texts[fn]:
                print("MISSING:", fn, "|", quote); bad += 1
        m = re.search(r"gold: \[([^\]]*)\]", ln)
        if m and ln.lstrip().startswith("- {q:"):
            nq += 1
            for k in [x.strip() for x in m.group(1).split(",") if x.strip()]:
                if k not in people:
                    print("UNKNOWN KEY:", k, ln); bad += 1
                gold_seen.add(k)
    for k in people - gold_seen:
        print("NEVER GOLD:", k); bad += 1
    print(f"{n} quotes, {nq} questions, {len(people)} people, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
