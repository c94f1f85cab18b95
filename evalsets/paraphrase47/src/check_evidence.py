#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values (.json),
the file itself (.md/.txt), and for the phone photo the saved pre-photo page text in src/.
Comparison: NFKC, all whitespace removed, markdown ** / # markers ignored. Also checks that all
4 questions of an intent share one gold, every gold person has a '+' line in their intent block,
and every person is gold somewhere. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata, collections
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20210914_183252.jpg": SRC / "vasconcelos_2021_photo_text.txt"}
OWNER = {  # file -> person key
    "Leopold_Haverkamp_CV.pdf": "LH", "荆晓澍_简历.pdf": "JX", "situjialang_unity_client.txt": "ST",
    "Zelin_Yi_Power_Electronics.docx": "YZ", "anneliese_krogh.resume.json": "AK",
    "宫一诺-数据分析-2026届.docx": "GY", "牟思妍_HRBP.md": "MS",
    "Desmond_Vasconcelos_Resume_2026.pdf": "DV", "IMG_20210914_183252.jpg": "DV"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("#", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if p.suffix == ".json":
        vals = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): vals.append(o)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(vals)
    return p.read_text(encoding="utf-8")

def main():
    fails = 0
    files = sorted(x.name for x in CVS.iterdir())
    missing = set(OWNER) ^ set(files)
    if missing:
        print("FILES/OWNER mismatch:", missing); fails += 1
    texts = {f: norm(text_of(f)) for f in OWNER}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    n = 0
    pending = []  # evidence lines since the last question
    intent_gold, intent_plus = {}, collections.defaultdict(set)
    qi = 0
    in_q = False
    for ln in lines:
        if ln.startswith("questions:"):
            in_q = True
        if not in_q:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            n += 1
            if f not in texts:
                print("UNKNOWN FILE:", ln); fails += 1; continue
            if norm(quote) not in texts[f]:
                print("NOT FOUND:", ln); fails += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = tuple(sorted(q["gold"]))
            it = q["intent"]
            if it in intent_gold and intent_gold[it] != gold:
                print("INTENT GOLD DIFFERS:", it, q["q"]); fails += 1
            intent_gold.setdefault(it, gold)
            for sign, f in pending:
                if sign == "+": intent_plus[it].add(OWNER[f])
                if sign == "-" and OWNER[f] in gold:
                    print("TRAP NAMES A GOLD PERSON:", it, f); fails += 1
        elif ln.strip().startswith("# ----"):
            pending = []
    for it, gold in intent_gold.items():
        for k in gold:
            if k not in intent_plus[it]:
                print("NO + EVIDENCE:", it, k); fails += 1
        for k in intent_plus[it] - set(gold):
            print("+ LINE FOR NON-GOLD PERSON:", it, k); fails += 1
    cnt = collections.Counter(q["intent"] for q in data["questions"])
    for it, c in cnt.items():
        if c != 4: print("INTENT NOT 4 QUESTIONS:", it, c); fails += 1
    everyone = set(data["people"])
    golded = {k for q in data["questions"] for k in q["gold"]}
    if everyone - golded:
        print("NEVER GOLD:", everyone - golded); fails += 1
    print(f"{n} evidence lines, {len(data['questions'])} questions, {len(cnt)} intents, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
