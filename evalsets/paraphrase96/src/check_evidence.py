"""Self-check for paraphrase96/questions.yaml.
- every '# + file: quote' / '# - file: quote' quote occurs in the file's text (whitespace-insensitive,
  markdown '*' markers ignored); PDFs via pdftotext, DOCX via python-docx paragraphs and table rows,
  the phone photo via src/xue_wanyi_page_text.txt;
- '+' quotes belong to a gold person of the question below them;
- every intent has exactly 4 questions (2 en + 2 zh) with identical gold; every person is gold somewhere.
"""
import os, re, subprocess, sys, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "ines_albuquerque_cv.pdf": "IA", "leopold_szymanski.pdf": "LZ",
    "臧明远_工艺工程师_2026.pdf": "ZM", "zang_mingyuan_resume_2020.txt": "ZM",
    "苗清芷_直播电商经理.docx": "MQ", "xichenyu_backend.md": "XC",
    "Damilola_Ogunleye_CV.docx": "DO", "IMG_20260311_094512.jpg": "XW",
    "annemijn_roosendaal.json": "AR",
}
PHOTO_TEXT = {"IMG_20260311_094512.jpg": os.path.join(HERE, "xue_wanyi_page_text.txt")}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append("\t".join(c.text for c in row.cells))
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    return re.sub(r"[\s*•]+", "", s)

def main():
    files = sorted(f for f in os.listdir(CVS))
    missing = set(files) ^ set(OWNER)
    errors = []
    if missing:
        errors.append(f"cvs/ and OWNER differ: {missing}")
    texts = {f: norm(text_of(f)) for f in files}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().split("\n")
    start = lines.index("questions:")
    pending, nq = [], 0
    for ln in lines[start:]:
        m = re.match(r"^\s*# ([+-]) ([^:]+): (.+)$", ln)
        if m:
            pending.append(m.groups()); continue
        if ln.strip().startswith("- {q:"):
            q = yaml.safe_load(ln.strip()[2:])
            nq += 1
            for sign, fn, quote in pending:
                if fn not in texts:
                    errors.append(f"unknown file {fn!r} above {q['q']!r}")
                elif norm(quote) not in texts[fn]:
                    errors.append(f"quote not found in {fn}: {quote!r}")
                elif sign == "+" and OWNER[fn] not in q["gold"]:
                    errors.append(f"+ quote of {OWNER[fn]} but not gold: {q['q']!r}")
            if q["gold"] and not any(s == "+" for s, _, _ in pending):
                errors.append(f"no + evidence above {q['q']!r}")
            for g in q["gold"]:
                if not any(s == "+" and OWNER.get(f) == g for s, f, _ in pending):
                    errors.append(f"gold {g} has no + quote above {q['q']!r}")
            pending = []
    d = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    people = set(d["people"])
    by_intent = collections.defaultdict(list)
    seen = set()
    for q in d["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                errors.append(f"unknown key {g}")
            seen.add(g)
    for name, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            errors.append(f"intent {name}: {len(qs)} questions, {len(golds)} golds, {zh} zh")
    if people - seen:
        errors.append(f"never gold: {people - seen}")
    print(f"{nq} questions, {len(by_intent)} intents, {len(files)} files")
    for e in errors:
        print("ERROR", e)
    print("PASS" if not errors else f"FAIL ({len(errors)})")
    sys.exit(1 if errors else 0)

main()
