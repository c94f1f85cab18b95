#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line in ../questions.yaml against the text
of the file in ../cvs (whitespace-insensitive), and the paraphrase structure (4 per intent, same gold).
Text sources: pdftotext (PDF); python-docx paragraphs + table cells (DOCX); JSON string values;
the file itself (md with * markers removed, txt); for the photo .jpg the pdftotext of the page
before it became a photo (src/p8/shan_yiheng_zh_page.txt). Run with src/.venv/bin/python."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {"tobias_wexcombe_cv.pdf": "TW", "佘明岱_推荐算法.pdf": "SM", "葛清岳_电芯工程师.docx": "GQ",
          "seren_quennington.md": "SQ", "zhan_xiaoyin_2026.txt": "ZX", "Ishita_Ramanathan_CV_2026.pdf": "IR",
          "gideon_thevathasan.json": "GT", "Yiheng_Shan_Resume_2025.docx": "SY", "IMG_20261121_093412.jpg": "SY"}
PHOTO_TEXT = {"IMG_20261121_093412.jpg": os.path.join(HERE, "p8", "shan_yiheng_zh_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def strings(o):
    if isinstance(o, str): yield o
    elif isinstance(o, dict):
        for v in o.values(): yield from strings(v)
    elif isinstance(o, list):
        for v in o: yield from strings(v)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-enc", "UTF-8", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts.append("\n".join(c.text for c in row.cells))
        return "\n".join(parts)
    if name.endswith(".json"):
        return "\n".join(strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    files = set(os.listdir(CVS))
    cache, fails, n = {}, 0, 0
    pending = []   # evidence lines above the next question
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    qs = data["questions"]; qi = 0
    owners = OWNERS
    start = lines.index("questions:")
    for ln, line in enumerate(lines, 1):
        if ln <= start: continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s+(.*\S)\s*$", line)
        if m:
            sign, f, quote = m.groups(); n += 1
            if f not in files:
                print(f"line {ln}: no such file {f}"); fails += 1; continue
            if f not in cache: cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print(f"line {ln}: quote not found in {f}: {quote}"); fails += 1
            pending.append((sign, f, ln))
        elif re.match(r"\s*- \{q:", line):
            q = qs[qi]; qi += 1
            plus_owners = {OWNERS.get(f) for sg, f, _ in pending if sg == "+"}
            for g in q["gold"]:
                if g not in plus_owners:
                    print(f"line {ln}: gold {g} has no + evidence: {q['q']}"); fails += 1
            for sg, f, l2 in pending:
                if sg == "+" and OWNERS.get(f) not in q["gold"]:
                    print(f"line {l2}: + evidence for non-gold owner {OWNERS.get(f)}"); fails += 1
                if sg == "-" and OWNERS.get(f) in q["gold"] and OWNERS.get(f) not in plus_owners:
                    print(f"line {l2}: - evidence names a gold member {OWNERS.get(f)}"); fails += 1
            pending = []
    # intents: 4 each, same gold, 2 en + 2 zh
    by = defaultdict(list)
    for q in qs: by[q["intent"]].append(q)
    for k, v in by.items():
        golds = {tuple(sorted(q["gold"])) for q in v}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in v)
        if len(v) != 4 or len(golds) != 1 or zh != 2:
            print(f"intent {k}: {len(v)} questions, {len(golds)} golds, {zh} Chinese"); fails += 1
    keys = set(data["people"])
    for q in qs:
        for g in q["gold"]:
            if g not in keys: print("unknown key", g); fails += 1
    used = {g for q in qs for g in q["gold"]}
    if keys - used: print("never gold:", keys - used); fails += 1
    if set(owners) != files: print("owners/files mismatch", set(owners) ^ files); fails += 1
    print(f"{n} evidence lines, {len(qs)} questions, {len(by)} intents, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
