"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the text
of the file in ../cvs (whitespace-insensitive, NFKC), that every gold person of a question has a
'+' line from one of their own files, that no '-' line comes from a gold person's file, and that
each intent's 4 questions share one gold.  Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_091244.jpg": os.path.join(HERE, "tomasz_wierzbicki_page1.txt")}
OWNER = {
    "qu_haoyang_cv.pdf": "QH", "devansh_rathore_cv.pdf": "DR", "柳思哲_简历.docx": "LS",
    "beatriz_lunardi_cv.pdf": "BL", "kaveh_mirzaei.md": "KM", "IMG_20261103_091244.jpg": "TW",
    "resume.json": "HY", "谷雨涵_电商运营_2022.txt": "GY", "resume_ops_2026.docx": "GY",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def texts(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fn], encoding="utf-8").read()]
    if fn.endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return ["\n".join(parts)]
    if fn.endswith(".json"):
        vals = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            elif isinstance(o, str):
                vals.append(o)
        walk(json.load(open(p, encoding="utf-8")))
        return ["\n".join(vals)]
    t = open(p, encoding="utf-8").read()
    return [t.replace("**", "").replace("*", "")]


def main():
    raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(raw))
    cache, fails, n = {}, [], 0
    ev = []  # evidence block preceding each question
    block = []
    for line in raw:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if m:
            block.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            ev.append(list(block))
            block = []
            continue
        if re.match(r"\s*#\s*-{5,}", line):
            block = []
    qs = data["questions"]
    assert len(ev) == len(qs), (len(ev), len(qs))
    checked = set()
    for q, block in zip(qs, ev):
        gold = set(q["gold"])
        supported = set()
        for sign, fn, quote in block:
            if not os.path.exists(os.path.join(CVS, fn)):
                fails.append(f"missing file {fn}"); continue
            if fn not in cache:
                cache[fn] = [norm(t) for t in texts(fn)]
            if (fn, quote) not in checked:
                checked.add((fn, quote)); n += 1
                if not any(norm(quote) in t for t in cache[fn]):
                    fails.append(f"quote not found in {fn}: {quote}")
            if sign == "+":
                if OWNER[fn] not in gold:
                    fails.append(f"+ line from non-gold {OWNER[fn]} for: {q['q']}")
                supported.add(OWNER[fn])
            elif OWNER[fn] in gold:
                fails.append(f"- line from gold person {OWNER[fn]} for: {q['q']}")
        for g in gold - supported:
            fails.append(f"gold {g} without + evidence: {q['q']}")
    by_intent = defaultdict(list)
    for q in qs:
        by_intent[q["intent"]].append(sorted(q["gold"]))
    for i, gs in by_intent.items():
        if len(gs) != 4 or any(g != gs[0] for g in gs):
            fails.append(f"intent {i}: {len(gs)} questions / differing gold")
    everyone = {g for q in qs for g in q["gold"]}
    for k in data["people"]:
        if k not in everyone:
            fails.append(f"{k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{n} distinct evidence lines, {len(qs)} questions, {len(by_intent)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
