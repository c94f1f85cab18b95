#!/usr/bin/env python3
"""Self-check for paraphrase5/questions.yaml.

- every "# + file: quote" / "# - file: quote" evidence comment: the quote occurs in the text of
  cvs/<file> (whitespace-insensitive; PDF via pdftotext, default and -layout; DOCX via
  python-docx paragraphs + table cells; .md/.txt as is, with markdown ** / * / # markers dropped);
- every question has q, gold, tags, intent; each intent has exactly 4 questions, 2 English and
  2 Chinese, all with the same gold; gold keys exist in people:;
- every gold person of a question has at least one "+" line in that question block, and no
  "-" line is in a file owned by a gold member of that block;
- every person is gold somewhere.
Run with src/.venv/bin/python (needs python-docx, PyYAML optional -> falls back to own parse).
"""
import re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "jiang_wentao_cv.pdf": "JWT", "priyanka_desai_cv.pdf": "PD", "shen_ruolin_简历.docx": "SRL",
    "ruolin_shen_en.md": "SRL", "carlos_mendoza_resume.docx": "CM", "zhong_zimo_resume.txt": "ZZM",
    "stefan_kovac.md": "SK", "resume_2026_final.txt": "RS",
}


def norm(t):
    t = unicodedata.normalize("NFKC", t)
    return re.sub(r"\s+", "", t)


_cache = {}


def text_of(name):
    if name in _cache:
        return _cache[name]
    f = CVS / name
    if f.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(f), "-"], capture_output=True, text=True).stdout
        texts = [a, b]
    elif f.suffix == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        texts = ["\n".join(parts)]
    else:
        raw = f.read_text(encoding="utf-8")
        texts = [raw, re.sub(r"\*\*|(?<!\w)\*|\*(?!\w)|^#+ ", "", raw, flags=re.M)]
    _cache[name] = [norm(t) for t in texts]
    return _cache[name]


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    people = {}
    fails = []
    block = []
    qs = []
    in_people = False
    in_questions = False
    for i, ln in enumerate(lines, 1):
        if ln.startswith("people:"):
            in_people = True
            continue
        if ln.startswith("questions:"):
            in_people = False
            in_questions = True
            continue
        if not in_questions and not in_people:
            continue
        if in_people:
            m = re.match(r"\s+(\w+):\s*\[(.*)\]", ln)
            if m:
                people[m.group(1)] = [a.strip().strip('"') for a in m.group(2).split(",")]
            continue
        m = re.match(r"\s*# ([+-]) ([^:]+): (.+)$", ln)
        if m:
            sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            if not (CVS / fn).exists():
                fails.append(f"line {i}: no such file {fn}")
            else:
                q = norm(quote)
                if not any(q in t for t in text_of(fn)):
                    fails.append(f"line {i}: quote not found in {fn}: {quote}")
            block.append((sign, fn, i))
            continue
        m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\], intent: ([\w-]+)\}', ln)
        if m:
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            tags = [t.strip() for t in m.group(3).split(",")]
            if ln.strip().startswith("- {q:"):
                qs.append(dict(q=m.group(1), gold=gold, tags=tags, intent=m.group(4), line=i, ev=list(block)))
            continue
        if re.match(r"\s*- \{q:", ln):
            fails.append(f"line {i}: question line not parsed")
        if ln.strip().startswith("# ----"):
            block = []
    # per-question checks
    for q in qs:
        for g in q["gold"]:
            if g not in people:
                fails.append(f"line {q['line']}: unknown key {g}")
            if not any(s == "+" and OWNER[f] == g for s, f, _ in q["ev"]):
                fails.append(f"line {q['line']}: gold {g} has no + evidence")
        for s, f, li in q["ev"]:
            if s == "-" and OWNER[f] in q["gold"]:
                fails.append(f"line {li}: - line names gold member {OWNER[f]}")
            if s == "+" and OWNER[f] not in q["gold"]:
                fails.append(f"line {li}: + line for non-gold {OWNER[f]}")
        if not q["gold"] and "empty-gold" not in q["tags"]:
            fails.append(f"line {q['line']}: empty gold without empty-gold tag")
        if "paraphrase" not in q["tags"]:
            fails.append(f"line {q['line']}: missing paraphrase tag")
    by = defaultdict(list)
    for q in qs:
        by[q["intent"]].append(q)
    for it, group in by.items():
        zh = sum(1 for q in group if re.search(r"[\u4e00-\u9fff]", q["q"]))
        if len(group) != 4 or zh != 2:
            fails.append(f"intent {it}: {len(group)} questions, {zh} Chinese")
        if len({tuple(sorted(q['gold'])) for q in group}) != 1:
            fails.append(f"intent {it}: golds differ")
    used = {g for q in qs for g in q["gold"]}
    for k in people:
        if k not in used:
            fails.append(f"person {k} is never gold")
    print(f"{len(qs)} questions, {len(by)} intents, {len(people)} people, "
          f"{sum(len(q['ev']) for q in qs if q['ev'])} evidence refs (counted per question)")
    for f in fails:
        print("FAIL", f)
    print("OK" if not fails else f"{len(fails)} failure(s)")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
