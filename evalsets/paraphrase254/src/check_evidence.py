"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the
file's text (whitespace-insensitive, NFKC, markdown '*' ignored). Also checks: every gold
member has a '+' line owned by them, '-' lines never come from a gold member's file, all 4
questions of an intent share gold, and every person is gold somewhere. Exit 1 on failure."""
import os, re, sys, json, subprocess, unicodedata
from collections import defaultdict
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261108_213455.jpg": os.path.join(HERE, "xian_zhihang_page1.txt")}
OWNER = {"venla_hirvonen_cv.md": "VH", "CV_community_2026.docx": "NS", "房书翊_简历.pdf": "FS",
         "孔德昌_仓储运营_简历.docx": "KD", "应佳璇_简历_2020.txt": "YJ", "Jiaxuan_YING_CV_2026.pdf": "YJ",
         "Dilan_Wickramasinghe_CV.pdf": "DW", "IMG_20261108_213455.jpg": "XZ", "lwazi_dube.resume.json": "LD"}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "")
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


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".json"):
        return "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    files = set(os.listdir(CVS))
    assert set(OWNER) == files, (set(OWNER) ^ files)
    cache = {f: norm(text_of(f)) for f in files}
    fails = 0
    pending = []
    qi = 0
    n_ev = 0
    intents = defaultdict(list)
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*# ([+-]) (\S+?): (.*)$", ln)
        if m:
            pending.append(m.groups())
            continue
        if re.match(r"\s*- \{q:", ln):
            qq = data["questions"][qi]; qi += 1
            gold = set(qq["gold"])
            intents[qq["intent"]].append(tuple(sorted(gold)))
            have = set()
            for sign, f, quote in pending:
                n_ev += 1
                if f not in cache:
                    print("NO FILE", f); fails += 1; continue
                if norm(quote) not in cache[f]:
                    print(f"MISSING in {f}: {quote!r}"); fails += 1
                if sign == "+":
                    have.add(OWNER[f])
                    if OWNER[f] not in gold:
                        print(f"+ line for non-gold {OWNER[f]} in {qq['q']!r}"); fails += 1
                elif OWNER[f] in gold:
                    print(f"- line from gold member {OWNER[f]} in {qq['q']!r}"); fails += 1
            for g in gold - have:
                print(f"gold {g} has no + evidence: {qq['q']!r}"); fails += 1
            pending = []
    assert qi == len(data["questions"])
    for k, v in intents.items():
        if len(v) != 4 or len(set(v)) != 1:
            print("intent problem", k, v); fails += 1
    allgold = {g for q in data["questions"] for g in q["gold"]}
    for p in data["people"]:
        if p not in allgold:
            print("never gold:", p); fails += 1
    print(f"{qi} questions, {len(intents)} intents, {n_ev} evidence lines checked, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
