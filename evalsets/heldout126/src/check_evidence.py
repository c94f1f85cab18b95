#!/usr/bin/env python3
"""Self-check for heldout126/questions.yaml: every '# + file: quote' / '# - file: quote' evidence
comment must occur in the text of cvs/<file> (whitespace-insensitive, NFKC, markdown ** and the
middle-dot variants ignored); every gold member needs a '+' line in its block; the people keys used
exist; every person is gold somewhere. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {"xian_mingshuo_cv.pdf": "XM", "severin_kaelin_cv.pdf": "SK", "nasrin_karimi_cv.docx": "NK",
         "mori_haruka_resume.json": "HM", "简历_数据分析_2023.txt": "BY", "bian_yuhan_cv_2026.md": "BY"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "")
    s = re.sub(r"[·・•‧]", "", s)
    return re.sub(r"\s+", "", s).lower()

def text_of(f):
    p = CVS / f
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if p.suffix == ".json":
        out = []
        def walk(x):
            if isinstance(x, dict): [walk(v) for v in x.values()]
            elif isinstance(x, list): [walk(v) for v in x]
            elif isinstance(x, str): out.append(x)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    return p.read_text(encoding="utf-8")

def main():
    texts = {f: norm(text_of(f)) for f in OWNER}
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    people = set(data["people"])
    fails, block, qn, gold_seen = 0, [], 0, set()
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    lines = lines[lines.index("questions:"):]
    for line in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m:
            sign, f, quote = m.groups()
            if f not in texts:
                print(f"FAIL unknown file {f}: {line.strip()}"); fails += 1; continue
            if norm(quote) not in texts[f]:
                print(f"FAIL quote not in {f}: {quote}"); fails += 1
            block.append((sign, OWNER[f])); continue
        q = re.match(r"\s*-\s*\{q:", line)
        if q:
            item = data["questions"][qn]; qn += 1
            plus = {o for s, o in block if s == "+"}
            for g in item["gold"]:
                gold_seen.add(g)
                if g not in people: print(f"FAIL unknown key {g} in {item['q']}"); fails += 1
                if g not in plus: print(f"FAIL no + evidence for {g} in: {item['q']}"); fails += 1
            for o in plus - set(item["gold"]):
                print(f"FAIL + evidence for non-gold {o} in: {item['q']}"); fails += 1
            block = []
    if qn != len(data["questions"]):
        print(f"FAIL parsed {qn} questions, yaml has {len(data['questions'])}"); fails += 1
    for p in people - gold_seen:
        print(f"FAIL {p} is never gold"); fails += 1
    print(f"{qn} questions checked, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
