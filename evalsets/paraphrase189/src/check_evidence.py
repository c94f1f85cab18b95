#!/usr/bin/env python3
"""Self-check for paraphrase189/questions.yaml.

Checks that every "# + file: quote" / "# - file: quote" comment quotes text that occurs in
that file (whitespace-insensitive, NFKC, markdown ** removed), that every gold person of a
question has at least one "+" line above it naming one of that person's files, that no "-"
line names a file of a gold person, that every intent has exactly 4 questions with the same
gold, and that every person is gold somewhere. Exit 1 on any failure.
"""
import json, os, re, subprocess, sys, unicodedata
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "翟宛晴_数据科学家.pdf": "ZW",
    "Jakub_Soltysiak_CV_2026.pdf": "JS", "jakub_soltysiak_cv_2022.txt": "JS",
    "雎婉宁_法务简历.md": "JW", "伍可颖_简历.docx": "WK", "yan_jiahui.resume.json": "YJ",
    "Valeria_Cienfuegos_CV.pdf": "VC", "cv_senior_consultant.docx": "FN",
    "IMG_20261103_184512.jpg": "ZZ",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)

def texts(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                for a in (["-layout"], [])]
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [q.text for q in s.footer.paragraphs] + [q.text for q in s.header.paragraphs]
        return ["\n".join(parts)]
    if fn.endswith(".json"):
        out = []
        def walk(x):
            if isinstance(x, dict): [walk(v) for v in x.values()]
            elif isinstance(x, list): [walk(v) for v in x]
            elif isinstance(x, str): out.append(x)
        walk(json.load(open(p, encoding="utf-8")))
        return ["\n".join(out)]
    if fn.endswith(".jpg"):
        return [open(os.path.join(HERE, "zhang_zhentao_page.txt"), encoding="utf-8").read()]
    return [open(p, encoding="utf-8").read()]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    cache, fails, nq, nev = {}, [], 0, 0
    pending = []
    started = False
    for i, line in enumerate(open(qpath, encoding="utf-8"), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+~-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m:
            sign, fn, quote = m.groups()
            nev += 1
            if fn not in OWNERS or not os.path.exists(os.path.join(CVS, fn)):
                fails.append(f"line {i}: unknown file {fn}"); continue
            if fn not in cache:
                cache[fn] = [norm(t) for t in texts(fn)]
            if not any(norm(quote) in t for t in cache[fn]):
                fails.append(f"line {i}: quote not found in {fn}: {quote}")
            pending.append((sign, OWNERS[fn]))
            continue
        m = re.match(r"\s*-\s*\{q:", line)
        if m:
            nq += 1
            q = yaml.safe_load(line.strip()[2:]) if False else yaml.safe_load("x: " + line.strip()[2:])["x"]
            gold = set(q["gold"])
            plus = {o for s, o in pending if s == "+"}
            minus = {o for s, o in pending if s == "-"}
            if not pending:
                pass  # evidence block is shared by the 4 phrasings that follow it
            else:
                last_block = (plus, minus)
            plus, minus = last_block
            for g in gold - plus:
                fails.append(f"line {i}: gold {g} has no + evidence")
            for o in minus & gold:
                fails.append(f"line {i}: - evidence names gold person {o}")
            for o in plus - gold:
                fails.append(f"line {i}: + evidence for non-gold {o}")
            pending = []
    # intents
    by_int = {}
    for q in data["questions"]:
        by_int.setdefault(q["intent"], []).append(q)
    for k, qs in by_int.items():
        if len(qs) != 4:
            fails.append(f"intent {k}: {len(qs)} questions")
        if len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            fails.append(f"intent {k}: gold differs across phrasings")
    gold_people = {g for q in data["questions"] for g in q["gold"]}
    for p in data["people"]:
        if p not in gold_people:
            fails.append(f"person {p} never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions, {len(by_int)} intents, {nev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
