"""Self-check for ../questions.yaml: every '# + file: quote' / '# - file: quote' evidence line must
occur (whitespace-insensitive, NFKC) in the text of its file in ../cvs; every gold person of a
question must have a '+' line from one of their own files; all questions of one intent must share
one gold; each intent has 4 phrasings. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path

import yaml
from docx import Document

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
OWNER = {
    "wanlu_xiang_cv.pdf": "WX", "桂屿白_简历.pdf": "GY", "weizhe_ran.resume.json": "WR",
    "苑嘉棠-内容运营.docx": "YJ", "楼明朔_后端_2022.txt": "ML", "mingshuo_lou_resume.md": "ML",
    "IMG_20261103_2147.jpg": "JR", "cv_final_2026.docx": "WA", "Lysander_Quaile_Resume.pdf": "LQ",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
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


def text_of(name):
    p = CVS / name
    if p.suffix == ".pdf":
        out = []
        for mode in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *mode, str(p), "-"], capture_output=True, text=True).stdout)
        return out
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    if p.suffix == ".json":
        return ["\n".join(json_strings(json.load(open(p, encoding="utf-8"))))]
    if p.suffix == ".jpg":
        return [(HERE / "ji_ruixue_photo_page.txt").read_text(encoding="utf-8")]
    return [p.read_text(encoding="utf-8")]


def main():
    texts = {n: [norm(t) for t in text_of(n)] for n in OWNER}
    missing = set(OWNER) ^ {p.name for p in CVS.iterdir()}
    fails = []
    if missing:
        fails.append(f"cvs/ and OWNER differ: {missing}")
    data = yaml.safe_load(open(ROOT / "questions.yaml", encoding="utf-8"))
    keys = set(data["people"])
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    start = next(i for i, ln in enumerate(lines) if ln.startswith("questions:"))
    lines = lines[start:]
    n_ev = 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+):\s(.+)$", ln)
        if m:
            sign, f, quote = m.groups()
            n_ev += 1
            if f not in texts:
                fails.append(f"unknown file {f}")
                continue
            if not any(norm(quote) in t for t in texts[f]):
                fails.append(f"NOT FOUND {f}: {quote}")
    # evidence blocks apply to the whole intent group (comments sit above its first question)
    qs = data["questions"]
    by_intent = defaultdict(list)
    for q in qs:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in keys:
                fails.append(f"unknown key {g}")
    # rebuild intent -> evidence owners from the file text
    cur, plus, minus = None, defaultdict(set), defaultdict(set)
    pending = []
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+):\s(.+)$", ln)
        if m and m.group(2) in OWNER:
            pending.append((m.group(1), OWNER[m.group(2)]))
        mi = re.search(r"intent:\s*(\S+?)\}", ln)
        if mi:
            for s, o in pending:
                (plus if s == "+" else minus)[mi.group(1)].add(o)
            pending = []
    for it, group in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in group}
        if len(golds) != 1:
            fails.append(f"{it}: golds differ {golds}")
        if len(group) != 4:
            fails.append(f"{it}: {len(group)} phrasings")
        gold = set(group[0]["gold"])
        for g in gold - plus[it]:
            fails.append(f"{it}: gold {g} has no + evidence")
        for o in plus[it] - gold:
            fails.append(f"{it}: + evidence for non-gold {o}")
        for o in minus[it] & gold:
            fails.append(f"{it}: - evidence names gold {o}")
    never = keys - {g for q in qs for g in q["gold"]}
    if never:
        fails.append(f"never gold: {never}")
    for f in fails:
        print("FAIL", f)
    print(f"{n_ev} evidence lines, {len(qs)} questions, {len(by_intent)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
