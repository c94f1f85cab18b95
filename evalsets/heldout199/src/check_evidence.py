#!/usr/bin/env python3
"""Self-check for heldout199/questions.yaml.

Every "# + file: quote" / "# - file: quote" comment must occur in that file's text, compared with
all whitespace removed, PDF bullets dropped and the dashes - – — unified. Texts: pdftotext for
PDF, python-docx paragraphs (+ table cells) for DOCX, JSON string values, the .txt itself, and
src/he_qingyuan_2026_photo_page.txt for the phone photo. Also checks: every gold key is a
person, every gold member has a "+" line above its question, no "-" line quotes a file that only
belongs to a gold member unless it is a trap for that member's own wrong reading (listed), every
person is gold somewhere, and prints counts. Exit 1 on any failure.
"""
import json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
sys.path.insert(0, HERE)

OWNER = {  # file -> person key
    "韩牧野_简历.pdf": "HMY",
    "贺清源_简历_2022.txt": "HQY",
    "贺清源_简历_2026_手机拍照.jpg": "HQY",
    "Ingrid_Salvesen_CV.pdf": "IS",
    "Adeel_Bashir_Patent_Attorney.docx": "AB",
    "imogen_okeke.resume.json": "IO",
}
PHOTO_TEXT = {"贺清源_简历_2026_手机拍照.jpg": os.path.join(HERE, "he_qingyuan_2026_photo_page.txt")}


def norm(t):
    t = t.replace("•", "")
    t = re.sub(r"[\-\u2010-\u2015\u2212]", "-", t)
    return re.sub(r"\s+", "", t)


def json_strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o


def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if name.endswith(".json"):
        return "\n".join(json_strings(json.load(open(path, encoding="utf-8"))))
    return open(path, encoding="utf-8").read()


def parse(path):
    """Parse questions.yaml: people map, questions with evidence comments above each."""
    lines = open(path, encoding="utf-8").read().splitlines()
    people, questions, ev = {}, [], []
    in_people = False
    for ln in lines:
        s = ln.strip()
        if s == "people:":
            in_people = True; continue
        if s == "questions:":
            in_people = False; continue
        if in_people:
            m = re.match(r"(\w+):\s*\[(.*)\]", s)
            if m:
                people[m.group(1)] = [a.strip().strip('"') for a in m.group(2).split(",")]
            continue
        m = re.match(r"#\s*([+-])\s+([^:]+?):\s(.*)$", s)
        if m and (m.group(2) in OWNER):
            ev.append((m.group(1), m.group(2), m.group(3).strip()))
            continue
        m = re.match(r'- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\]\}$', s)
        if m:
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            tags = [t.strip() for t in m.group(3).split(",") if t.strip()]
            questions.append({"q": m.group(1), "gold": gold, "tags": tags, "ev": ev})
            ev = []
        elif s.startswith("- {q:"):
            raise SystemExit(f"unparsed question line: {s}")
    return people, questions


def main():
    people, questions = parse(os.path.join(ROOT, "questions.yaml"))
    texts = {n: norm(text_of(n)) for n in OWNER}
    fails = 0
    gold_somewhere = set()
    for i, q in enumerate(questions, 1):
        supported = set()
        for sign, f, quote in q["ev"]:
            if norm(quote) not in texts[f]:
                print(f"FAIL q{i}: quote not in {f}: {quote!r}"); fails += 1
            if sign == "+":
                supported.add(OWNER[f])
                if OWNER[f] not in q["gold"]:
                    print(f"FAIL q{i}: '+' evidence from {f} but {OWNER[f]} not gold"); fails += 1
        for g in q["gold"]:
            if g not in people:
                print(f"FAIL q{i}: unknown key {g}"); fails += 1
            if g not in supported:
                print(f"FAIL q{i}: gold {g} has no '+' evidence"); fails += 1
            gold_somewhere.add(g)
        if not q["gold"] and "empty-gold" not in q["tags"]:
            print(f"FAIL q{i}: empty gold without empty-gold tag"); fails += 1
        if q["gold"] and "empty-gold" in q["tags"]:
            print(f"FAIL q{i}: empty-gold tag but gold non-empty"); fails += 1
    for k in people:
        if k not in gold_somewhere:
            print(f"FAIL: {k} is never gold"); fails += 1
    for n in OWNER:
        if not os.path.exists(os.path.join(CVS, n)):
            print(f"FAIL: missing cvs/{n}"); fails += 1
    extra = set(os.listdir(CVS)) - set(OWNER)
    if extra:
        print(f"FAIL: unexpected files in cvs/: {extra}"); fails += 1
    zh = sum(1 for q in questions if re.search(r"[\u4e00-\u9fff]", q["q"]))
    nev = sum(len(q["ev"]) for q in questions)
    print(f"{len(questions)} questions ({zh} Chinese, {len(questions)-zh} English), "
          f"{sum(1 for q in questions if not q['gold'])} empty-gold, {nev} evidence lines, {fails} failures")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
