"""Self-check for ../questions.yaml: every "+"/"-" evidence quote must occur (whitespace-insensitive,
NFKC, markdown ** / * markers ignored) in the text of its file; every gold person needs a "+" line;
no "-" line may be from a gold person's file; all 4 questions of an intent share one gold."""
import os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"温昭宁_简历_拍照.jpg": os.path.join(HERE, "wen_zhaoning_photo_page.txt")}
PDFMODE = ["-layout"] if "--raw" not in sys.argv else []
OWNER = {"ke_xueqing_cv.pdf": "KX", "xueqing_ke_resume_en.docx": "KX", "oskar_thaarup_cv.pdf": "OT",
         "aditi_varkey_cv.pdf": "AV", "温昭宁_简历_拍照.jpg": "WZ", "雷思嘉_简历.docx": "LS",
         "resume_final.md": "PA", "margit_szalai_cv.txt": "MS", "贝明远_简历.txt": "BM"}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", *PDFMODE, p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    t = open(p, encoding="utf-8").read()
    if fn.endswith(".md"):
        t = t.replace("**", "").replace("*", "")
    return t

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    assert set(os.listdir(CVS)) == set(OWNER), sorted(os.listdir(CVS))
    texts = {fn: norm(text_of(fn)) for fn in OWNER}
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    fails, n_ev = [], 0
    pending, blocks = [], []
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+):\s(.*)$", ln)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*- \{q:", ln):
            blocks.append(list(pending)); pending = []
    qs = data["questions"]
    assert len(blocks) == len(qs)
    gold_by_intent, evidence_by_intent = defaultdict(set), defaultdict(list)
    for qq, ev in zip(qs, blocks):
        gold_by_intent[qq["intent"]].add(tuple(sorted(qq["gold"])))
        evidence_by_intent[qq["intent"]] += ev
        for g in qq["gold"]:
            assert g in data["people"], g
    for intent, ev in evidence_by_intent.items():
        golds = gold_by_intent[intent]
        if len(golds) != 1:
            fails.append(f"{intent}: gold differs between phrasings {golds}")
        gold = set(next(iter(golds)))
        plus = set()
        for sign, fn, quote in ev:
            n_ev += 1
            if fn not in texts:
                fails.append(f"{intent}: unknown file {fn}"); continue
            if norm(quote) not in texts[fn]:
                fails.append(f"{intent}: quote not in {fn}: {quote}")
            if sign == "+":
                if OWNER[fn] not in gold:
                    fails.append(f"{intent}: + line for non-gold {OWNER[fn]}")
                plus.add(OWNER[fn])
            elif OWNER[fn] in gold:
                fails.append(f"{intent}: - line names gold member {OWNER[fn]}")
        for g in gold - plus:
            fails.append(f"{intent}: gold {g} has no + evidence")
    counts = defaultdict(int)
    for qq in qs:
        counts[qq["intent"]] += 1
    for k, v in counts.items():
        if v != 4:
            fails.append(f"{k}: {v} questions, expected 4")
    for f in fails:
        print("FAIL", f)
    print(f"{len(qs)} questions, {len(counts)} intents, {n_ev} evidence lines checked, {len(fails)} failures")
    sys.exit(1 if fails else 0)

main()
