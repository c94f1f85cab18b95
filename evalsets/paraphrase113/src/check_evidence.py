"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text (whitespace-insensitive).
Also checks: 4 questions per intent with identical gold, every gold person has a '+' line per intent."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document
HERE = os.path.dirname(os.path.abspath(__file__))
CVS = os.path.join(HERE, "..", "cvs")
PHOTO_TEXT = {"栾沁禾简历_手机拍照.jpg": os.path.join(HERE, "luan_qinhe_2026_page_text.txt")}

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

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
                for c in r.cells: parts.append(c.text)
        return "\n".join(parts)
    if fn.endswith(".json"):
        return "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    s = open(p, encoding="utf-8").read()
    if fn.endswith(".md"):
        s = s.replace("**", "").replace("#", "")
    return s

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qpath = os.path.join(HERE, "..", "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, fails, n = {}, 0, 0
    ev = re.compile(r"^\s*#\s*([+-])\s+(\S+?):\s(.*)$")
    plus_by_intent, cur = {}, None
    for ln in lines:
        m = re.match(r"^\s*# -{5,} (\S+) -{5,}", ln)
        if m:
            cur = m.group(1); plus_by_intent[cur] = set(); continue
        m = ev.match(ln)
        if not m: continue
        sign, fn, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fn)):
            continue  # header prose, not evidence
        n += 1
        if fn not in cache: cache[fn] = norm(text_of(fn))
        if norm(quote) not in cache[fn]:
            fails += 1; print(f"FAIL {sign} {fn}: {quote}")
        elif sign == "+":
            plus_by_intent[cur].add(fn)
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    owner = {"xuan_ruoheng_cv.pdf": "XR", "qi_yanling_zh.pdf": "QY", "赖君砚_物流运营.docx": "LJ",
             "shuolin_yan_resume.md": "YS", "unterberger_cv.pdf": "FU", "栾沁禾简历_手机拍照.jpg": "LQ",
             "栾沁禾_简历_2022.txt": "LQ", "ruan_yize.resume.json": "RY", "imrie_murdo_cv.docx": "MI"}
    by_intent = {}
    for q in data["questions"]:
        by_intent.setdefault(q["intent"], []).append(q)
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            fails += 1; print(f"FAIL intent {it}: {len(qs)} questions, golds {golds}")
        have = {owner[f] for f in plus_by_intent.get(it, set())}
        for g in qs[0]["gold"]:
            if g not in have:
                fails += 1; print(f"FAIL intent {it}: no + evidence for {g}")
        for g in qs[0]["gold"]:
            if g not in data["people"]:
                fails += 1; print(f"FAIL unknown key {g}")
    used = {g for q in data["questions"] for g in q["gold"]}
    for k in data["people"]:
        if k not in used:
            fails += 1; print(f"FAIL {k} is never gold")
    print(f"{n} evidence lines, {len(data['questions'])} questions, {fails} failures")
    sys.exit(1 if fails else 0)

main()
