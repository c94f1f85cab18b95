#!/usr/bin/env python3
"""Self-check for paraphrase26/questions.yaml.

Checks that every '+'/'-' evidence quote occurs in its file's text (whitespace-, markdown-**/*-
and PDF-bullet-insensitive; NFKC), that every gold member of a question has a '+' line naming a
file of that person, that no '-' line is the only mention of a gold member, and that each intent
has exactly 4 questions (2 English + 2 Chinese) with one identical gold.
Run with the venv python (needs python-docx, PyYAML optional).
"""
import os, re, sys, json, subprocess, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
QY = os.path.join(ROOT, "questions.yaml")

OWNER = {
    "Gui_Ruoyan_CV.pdf": "GR",
    "詹书杭_简历.pdf": "ZS",
    "雷启航-算法工程师.docx": "LQ",
    "cv_ic_design_2026.txt": "DP",
    "柴亦宁_数据分析_2023.md": "YC",
    "Yining_Chai_PM_2026.docx": "YC",
    "oskar_wennstrom.resume.json": "OW",
    "tunde_akinola.md": "TA",
    "IMG_20261103_184512.jpg": "XZ",
}
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "xing_zhiyuan_page_text.txt")}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def main():
    fails = []
    lines = open(QY, encoding="utf-8").read().splitlines()
    texts = {fn: norm(text_of(fn)) for fn in OWNER}
    for fn in os.listdir(CVS):
        if fn not in OWNER:
            fails.append(f"file in cvs/ without owner: {fn}")
    pending = []
    n_ev = 0
    questions = []
    started = False
    for i, ln in enumerate(lines, 1):
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            n_ev += 1
            if fn not in OWNER:
                fails.append(f"line {i}: unknown file {fn}")
                continue
            if norm(quote) not in texts[fn]:
                fails.append(f"line {i}: quote not found in {fn}: {quote}")
            pending.append((sign, fn, i))
            continue
        m = re.match(r"\s*-\s*\{q:", ln)
        if m:
            try:
                import yaml
                q = yaml.safe_load(ln.strip()[2:])
            except ImportError:
                q = None
            questions.append((i, ln, q, list(pending)))
            continue
        if ln.strip() == "" or ln.strip().startswith("# ---"):
            pending = []
    # parse whole file and check structure
    try:
        import yaml
        data = yaml.safe_load(open(QY, encoding="utf-8"))
    except ImportError:
        data = None
        fails.append("PyYAML not installed: structure not checked")
    if data:
        keys = set(data["people"])
        if set(OWNER.values()) - keys:
            fails.append("people map misses a file owner")
        intents = {}
        for (i, ln, _, ev), q in zip(questions, data["questions"]):
            gold = q["gold"]
            for g in gold:
                if g not in keys:
                    fails.append(f"line {i}: unknown key {g}")
                if not any(s == "+" and OWNER[f] == g for s, f, _ in ev):
                    fails.append(f"line {i}: gold {g} has no + evidence")
            for s, f, li in ev:
                if s == "-" and OWNER[f] in gold:
                    fails.append(f"line {li}: '-' line names gold member {OWNER[f]}")
                if s == "+" and OWNER[f] not in gold:
                    fails.append(f"line {li}: '+' line for non-gold {OWNER[f]}")
            if "paraphrase" not in q["tags"]:
                fails.append(f"line {i}: missing paraphrase tag")
            if (not gold) != ("empty-gold" in q["tags"]):
                fails.append(f"line {i}: empty-gold tag mismatch")
            zh = bool(re.search(r"[\u4e00-\u9fff]", q["q"]))
            intents.setdefault(q["intent"], []).append((sorted(gold), zh))
        for it, qs in intents.items():
            if len(qs) != 4 or sum(z for _, z in qs) != 2:
                fails.append(f"intent {it}: needs 4 questions, 2 Chinese")
            if len({tuple(g) for g, _ in qs}) != 1:
                fails.append(f"intent {it}: gold differs between phrasings")
        gold_people = {g for q in data["questions"] for g in q["gold"]}
        if keys - gold_people:
            fails.append(f"never gold: {sorted(keys - gold_people)}")
        print(f"{len(data['questions'])} questions, {len(intents)} intents, {n_ev} evidence lines")
    for f in fails:
        print("FAIL", f)
    print("OK" if not fails else f"{len(fails)} failure(s)")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
