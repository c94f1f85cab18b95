"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive, NFKC; markdown ** and * markers ignored), that every gold person has '+'
evidence and '+' lines come only from gold people's files, that the 4 questions of an intent share gold,
and that each intent has 2 en + 2 zh questions. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20260612_183402.jpg": os.path.join(HERE, "ying_shuyan_page.txt")}
OWNER = {"zhai_yidong_fpga.pdf": "ZY", "fergus_lindores_cv.pdf": "FL", "hu_zeyu_2021.txt": "HZ",
         "hu_zeyu_platform_engineer.md": "HZ", "wanning_qiao_cv.pdf": "QW", "匡思颐_注册经理_简历.docx": "KS",
         "maarten_oudejans.resume.json": "MO", "IMG_20260612_183402.jpg": "YS", "ailsa_dunbarton_qs.docx": "AD"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def json_strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)


def texts(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return [open(PHOTO_TEXT[name], encoding="utf-8").read()]
    if name.endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [p, "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" ".join(c.text for c in r.cells))
                parts.extend(c.text for c in r.cells)
        return ["\n".join(parts)]
    if name.endswith(".json"):
        return ["\n".join(json_strings(json.load(open(p, encoding="utf-8"))))]
    return [open(p, encoding="utf-8").read()]


def main():
    fails = 0
    cache = {}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    files = set(os.listdir(CVS))
    assert files == set(OWNER), (files ^ set(OWNER))
    pending = []
    n_ev = 0
    by_intent = {}
    qi = 0
    for ln in lines:
        m = re.match(r"\s*# ([+-]) (\S+?): (.*)$", ln)
        if m:
            pending.append(m.groups())
            continue
        if re.match(r"\s*- \{q:", ln):
            qd = data["questions"][qi]; qi += 1
            gold = set(qd["gold"])
            have = set()
            for sign, f, quote in pending:
                n_ev += 1
                if f not in cache:
                    cache[f] = [norm(t) for t in texts(f)]
                if not any(norm(quote) in t for t in cache[f]):
                    print(f"FAIL quote not in {f}: {quote}"); fails += 1
                if sign == "+":
                    if OWNER[f] not in gold:
                        print(f"FAIL + evidence from non-gold {OWNER[f]} for: {qd['q']}"); fails += 1
                    have.add(OWNER[f])
                elif OWNER[f] in gold and sign == "-" and not any(s == "+" and OWNER[ff] == OWNER[f] for s, ff, _ in pending):
                    print(f"FAIL - trap names gold {OWNER[f]} without + evidence: {qd['q']}"); fails += 1
            for g in gold - have:
                print(f"FAIL no + evidence for {g}: {qd['q']}"); fails += 1
            by_intent.setdefault(qd["intent"], []).append(qd)
            pending = []
    for name, qs in by_intent.items():
        golds = {tuple(sorted(x["gold"])) for x in qs}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", x["q"])) for x in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            print(f"FAIL intent {name}: {len(qs)} questions, {len(golds)} gold sets, {zh} zh"); fails += 1
    people = set(data["people"])
    gold_any = set(g for x in data["questions"] for g in x["gold"])
    if people - gold_any:
        print("FAIL never gold:", people - gold_any); fails += 1
    print(f"{len(data['questions'])} questions, {len(by_intent)} intents, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
