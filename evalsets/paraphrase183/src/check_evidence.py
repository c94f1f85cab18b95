"""Checks every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC, markdown * markers ignored). Also checks: every gold person has
'+' evidence in each of their questions, no '-' line is for a gold person's only file... (soft),
every intent has 4 questions with identical gold, every person is gold somewhere. Exit 1 on failure."""
import json, re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path
import yaml, docx

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20251103_141522.jpg": SRC / "nie_wanqing_page.txt"}

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

OWNER = {"zhang_shuheng_2026.pdf": "ZS", "仉书衡_简历_2021.txt": "ZS", "marguerite_duchesne_cv.pdf": "MD",
         "haolun_jian_resume.pdf": "HJ", "Priscila_Arbelaez_CV.docx": "PA", "毋雅宁_造价工程师_简历.docx": "WY",
         "naomi_gutfreund.md": "NG", "tong_yichuan.json": "TY", "IMG_20251103_141522.jpg": "NW"}

def main():
    fails = 0
    files = sorted(x.name for x in CVS.iterdir())
    assert set(files) == set(OWNER), (files, OWNER)
    texts = {f: norm(text_of(f)) for f in files}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    qi, pending, nchk = 0, [], 0
    by_intent = defaultdict(list)
    gold_people = set()
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"]); gold_people |= gold
            by_intent[q["intent"]].append(q)
            supported = set()
            for sign, f, quote in pending:
                nchk += 1
                if f not in texts:
                    print(f"FAIL unknown file {f} (q: {q['q']})"); fails += 1; continue
                if norm(quote) not in texts[f]:
                    print(f"FAIL quote not found in {f}: {quote}"); fails += 1
                if sign == "+":
                    if OWNER[f] not in gold:
                        print(f"FAIL + line for non-gold {OWNER[f]} in: {q['q']}"); fails += 1
                    supported.add(OWNER[f])
            for g in gold - supported:
                print(f"FAIL gold {g} without + evidence in: {q['q']}"); fails += 1
            pending = []
    assert qi == len(data["questions"])
    for name, qs in by_intent.items():
        if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print(f"FAIL intent {name}: {len(qs)} questions / differing gold"); fails += 1
    missing = set(data["people"]) - gold_people
    if missing:
        print("FAIL never gold:", missing); fails += 1
    print(f"checked {nchk} evidence lines, {qi} questions, {len(by_intent)} intents: {fails} failures")
    sys.exit(1 if fails else 0)

main()
