"""Self-check: every '+'/'-' evidence quote in ../questions.yaml occurs (whitespace-insensitive, NFKC)
in its file's text; every gold member has '+' evidence above the question; no '-' line is about
a gold member's file only; each intent has 4 questions with identical gold."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
OWNER = {  # file -> person key
    "伏嘉琪_Android开发_简历.pdf": "FJ", "Ronald_Yip_CV.pdf": "RY", "wenjun_tang_cv.pdf": "WT",
    "冉子豪_结构工程师.docx": "RZ", "fiona_liang_2026.docx": "FL", "Fiona_Liang_CV_2021.txt": "FL",
    "IMG_20261112_093418.jpg": "BY", "kavitha_ramaswamy.resume.json": "KR", "单晓冉_会计_2026.md": "SX",
}


def json_strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".json"):
        return "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    if fn.endswith(".jpg"):
        return open(os.path.join(ROOT, "src", "bian_yutong_zh_page.txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    return re.sub(r"\s+", "", s)


def main():
    assert set(os.listdir(CVS)) == set(OWNER), sorted(set(os.listdir(CVS)) ^ set(OWNER))
    texts = {f: norm(text_of(f)) for f in OWNER}
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    fails, pending, n = 0, [], 0
    qi = 0
    intents = defaultdict(list)
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+):\s(.+)$", ln)
        if m:
            sign, fn, quote = m.groups()
            n += 1
            if fn not in texts:
                print("UNKNOWN FILE:", ln); fails += 1; continue
            if norm(quote) not in texts[fn]:
                print("NOT FOUND:", fn, "|", quote); fails += 1
            pending.append((sign, fn))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            plus = {OWNER[f] for s, f in pending if s == "+"}
            minus = {OWNER[f] for s, f in pending if s == "-"}
            if not gold <= plus:
                print("NO EVIDENCE for", gold - plus, "in", q["q"]); fails += 1
            if plus - gold:
                print("'+' for non-gold", plus - gold, "in", q["q"]); fails += 1
            intents[q["intent"]].append(q)
            # keep evidence for the following questions of the same intent (block comments)
            continue
        if re.match(r"\s*# =+", ln):
            pending = []
    for k, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", k, len(qs), golds); fails += 1
    keys = set(data["people"])
    used = set().union(*[set(q["gold"]) for q in data["questions"]])
    if keys - used:
        print("never gold:", keys - used); fails += 1
    print(f"{n} evidence lines, {qi} questions, {len(intents)} intents, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
