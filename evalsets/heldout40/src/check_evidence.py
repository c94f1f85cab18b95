"""Self-check for heldout40/questions.yaml.

Every "# + file: quote" / "# - file: quote" evidence comment must occur in the text of its
file (whitespace ignored, NFKC; markdown ** and * markers ignored). Also checks that each gold
person of a question has at least one "+" line from one of their own files, that no "-" line
comes from a gold person's file, that gold keys are in people:, and that every person is gold
somewhere. Exit 1 on any failure.
"""
import os, re, subprocess, sys, unicodedata
import yaml, docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "dariusz_malinowski_cv.pdf": "DM",
    "niu_jiaming_resume.pdf": "NJ",
    "郝振峰_简历_2021.docx": "HZ",
    "IMG_20260914_183022.jpg": "HZ",
    "cv_supply_chain_2026.docx": "RS",
    "leila_farahani.md": "LF",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.footer.paragraphs] + [x.text for x in s.header.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".jpg"):
        return open(os.path.join(HERE, "photo_page_text.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()


def main():
    texts = {fn: norm(text_of(fn)) for fn in sorted(os.listdir(CVS))}
    assert set(texts) == set(OWNER), (set(texts) ^ set(OWNER))
    qy = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qy, encoding="utf-8"))
    people = set(data["people"])
    lines = open(qy, encoding="utf-8").read().splitlines()
    fails, ev, qi = [], [], 0
    gold_seen = set()
    n_ev = 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|jpg)):\s+(.*)$", ln)
        if m:
            ev.append(m.groups())
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]
            qi += 1
            gold = set(q["gold"])
            gold_seen |= gold
            if not gold <= people:
                fails.append(f"Q{qi}: unknown gold {gold - people}")
            plus_owners = set()
            for sign, fn, quote in ev:
                n_ev += 1
                if fn not in texts:
                    fails.append(f"Q{qi}: no such file {fn}")
                    continue
                if norm(quote) not in texts[fn]:
                    fails.append(f"Q{qi}: quote not found in {fn}: {quote}")
                if sign == "+":
                    plus_owners.add(OWNER[fn])
                    if OWNER[fn] not in gold:
                        fails.append(f"Q{qi}: + line from non-gold {OWNER[fn]} ({fn})")
                elif OWNER[fn] in gold:
                    fails.append(f"Q{qi}: - line from gold person {OWNER[fn]} ({fn})")
            for g in gold - plus_owners:
                fails.append(f"Q{qi}: gold {g} has no + evidence")
            ev = []
    if qi != len(data["questions"]):
        fails.append(f"parsed {qi} question lines, yaml has {len(data['questions'])}")
    for p in people - gold_seen:
        fails.append(f"{p} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{qi} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
