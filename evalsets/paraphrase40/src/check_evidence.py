#!/usr/bin/env python3
"""Self-check for paraphrase40/questions.yaml.

* every '# + file: quote' / '# - file: quote' evidence line: the quote occurs in the file's text
  (whitespace-insensitive, NFKC; markdown '**', '#' and '|' ignored);
* every gold key has at least one '+' line in its question's comment block;
* every intent has 4 questions (2 English, 2 Chinese) with the same gold;
* every person is gold somewhere; keys are defined in people:.
Run with the venv python (python-docx, pyyaml). Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20251104_183022.jpg": ROOT / "src" / "edmund_lau_page1.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("#", "").replace("|", "")
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

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    elif p.suffix == ".json":
        t = "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    qfile = ROOT / "questions.yaml"
    data = yaml.safe_load(qfile.read_text(encoding="utf-8"))
    people = data["people"]
    fails = 0
    n_ev = 0
    block = []
    plus_by_q = []
    lines = qfile.read_text(encoding="utf-8").splitlines()
    start = lines.index("questions:")  # header comments above are the gold rules, not evidence
    for line in lines[start + 1:]:
        s = line.strip()
        m = re.match(r"#\s*([+-])\s+(\S+?):\s(.+)$", s)
        if m:
            block.append((m.group(1), m.group(2), m.group(3).strip()))
            continue
        if s.startswith("- {q:"):
            plus_by_q.append(block)
            block = []
    qs = data["questions"]
    if len(plus_by_q) != len(qs):
        print(f"FAIL: parsed {len(plus_by_q)} question lines, yaml has {len(qs)}"); fails += 1
    ev_files = defaultdict(set)
    for i, (q, blk) in enumerate(zip(qs, plus_by_q)):
        for sign, f, quote in blk:
            n_ev += 1
            try:
                if norm(quote) not in text_of(f):
                    print(f"FAIL quote not found: {f}: {quote}"); fails += 1
            except FileNotFoundError:
                print(f"FAIL no such file: {f}"); fails += 1
        for k in q["gold"]:
            if k not in people:
                print(f"FAIL unknown key {k} in q{i}"); fails += 1
    # gold support: per intent, use the evidence block written above its first question
    by_intent = defaultdict(list)
    for q, blk in zip(qs, plus_by_q):
        by_intent[q["intent"]].append((q, blk))
    gold_people = set()
    for intent, items in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q, _ in items}
        if len(golds) != 1:
            print(f"FAIL {intent}: different gold across phrasings: {golds}"); fails += 1
        if len(items) != 4:
            print(f"FAIL {intent}: {len(items)} phrasings"); fails += 1
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q, _ in items)
        if zh != 2:
            print(f"FAIL {intent}: {zh} Chinese phrasings (want 2)"); fails += 1
        blk = [e for _, b in items for e in b]
        plus_files = [f for s, f, _ in blk if s == "+"]
        for k in items[0][0]["gold"]:
            gold_people.add(k)
            aliases_ok = False
            # a '+' line supports k if it is in a file owned by k
            for f in plus_files:
                if OWNER.get(f) == k:
                    aliases_ok = True
            if not aliases_ok:
                print(f"FAIL {intent}: gold {k} has no '+' evidence"); fails += 1
        for s, f, quote in blk:
            if s == "-" and OWNER.get(f) in items[0][0]["gold"]:
                print(f"FAIL {intent}: trap line names gold member {OWNER.get(f)}: {quote}"); fails += 1
    for k in people:
        if k not in gold_people:
            print(f"FAIL {k} is never gold"); fails += 1
    for f in OWNER:
        if not (CVS / f).exists():
            print(f"FAIL owner map names missing file {f}"); fails += 1
    for f in CVS.iterdir():
        if f.name not in OWNER:
            print(f"FAIL file without owner: {f.name}"); fails += 1
    print(f"{len(qs)} questions, {len(by_intent)} intents, {n_ev} evidence lines, {fails} failures")
    return 1 if fails else 0

OWNER = {
    "owain_treharne_cv.pdf": "OT",
    "卫子昂_简历.pdf": "WZ",
    "Yuanlin_Feng_CV.pdf": "FY",
    "LanShuyi_AnalogIC_EN.docx": "LS",
    "桑雨禾-数据科学家.docx": "SY",
    "尚宏毅_简历_2023.md": "SH",
    "shang_hongyi_resume_2025.txt": "SH",
    "peichen_tsai_resume.json": "PT",
    "IMG_20251104_183022.jpg": "EL",
}

if __name__ == "__main__":
    sys.exit(main())
