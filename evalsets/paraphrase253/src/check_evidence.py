#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml against the text of its CV file.
Whitespace-insensitive (and NFKC, markdown **/* markers ignored). Also checks that each
gold person has at least one '+' line in a file they own and that no '-' line is in a
gold person's file. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20260914_183022.jpg": ROOT / "src" / "yan_mingchuan_page1.txt"}
OWNERS = {
    "zhong_zhaolan_cv.pdf": "ZZ", "宓可澄_电气工程_简历.docx": "MK",
    "Linxi_Pan_CV_2025.pdf": "LP", "kaiyu_dong.md": "KD",
    "ting-yu_hsieh.resume.json": "TH", "ruoyu_lan_resume.pdf": "RL",
    "卓彦秋_简历_2021.txt": "ZY", "Yvonne_Zhuo_VM_2026.docx": "ZY",
    "IMG_20260914_183022.jpg": "YM",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, str): yield o
    elif isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT: return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p)); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")

def main():
    files = sorted(x.name for x in CVS.iterdir())
    bad = 0
    for f in files:
        if f not in OWNERS: print("FILE WITHOUT OWNER:", f); bad += 1
    texts = {f: norm(text_of(f)) for f in files}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    # collect evidence blocks: comments directly above each question line
    pending, n_ev, qi = [], 0, 0
    intents = {}
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|json|jpg)):\s(.*)$", ln)
        if m:
            pending.append((m.group(1), m.group(2).strip(), m.group(3).strip())); continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            if pending: block = pending
            else: block = last_block
            gold = set(q["gold"])
            plus_owners = set()
            for sign, f, quote in block:
                n_ev += 1
                if f not in texts:
                    print(f"MISSING FILE {f} (q: {q['q']})"); bad += 1; continue
                if norm(quote) not in texts[f]:
                    print(f"NOT FOUND [{sign}] {f}: {quote}"); bad += 1
                if sign == "+":
                    plus_owners.add(OWNERS[f])
                    if OWNERS[f] not in gold: print(f"+ LINE FOR NON-GOLD {OWNERS[f]}: {q['q']}"); bad += 1
                elif OWNERS[f] in gold:
                    print(f"- LINE NAMES GOLD {OWNERS[f]}: {q['q']}"); bad += 1
            for g in gold - plus_owners:
                print(f"GOLD WITHOUT EVIDENCE {g}: {q['q']}"); bad += 1
            intents.setdefault(q["intent"], []).append(tuple(sorted(gold)))
            last_block = block; pending = []
    for k, v in intents.items():
        if len(v) != 4 or len(set(v)) != 1:
            print("INTENT INCONSISTENT:", k, v); bad += 1
    everyone = set(data["people"]); golded = {g for q in data["questions"] for g in q["gold"]}
    for p in everyone - golded: print("PERSON NEVER GOLD:", p); bad += 1
    print(f"{qi} questions, {len(intents)} intents, {n_ev} evidence checks, {bad} failures")
    sys.exit(1 if bad else 0)

main()
