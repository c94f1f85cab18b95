"""Self-check for questions.yaml: every '+'/'-' evidence quote must occur (whitespace-
insensitively) in the text of the file it names; every gold person needs '+' evidence from
one of their own files; no '-' line may come from a gold person's file... unless it is the same
person (a trap inside a gold person's CV is allowed); each intent has 4 questions (2 en + 2 zh)
with one gold. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "ewan_trelawny_cv.pdf": "ET", "昝雨嘉-理赔-简历.docx": "ZY", "Kaluza_Z_CV_2026.pdf": "ZK",
    "仇睿安_硬件产品经理_2026.pdf": "QR", "仇睿安_简历_2020.txt": "QR", "nurul_ashikin_rahim.md": "NA",
    "Nell_Lockhart_CSM.docx": "NL", "resume.json": "WS", "IMG_20261118_093412.jpg": "YH",
}
PHOTO_TEXT = {"IMG_20261118_093412.jpg": os.path.join(HERE, "yu_hanzhi_page1.txt")}

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "")
    for a, b in [("‘", "'"), ("’", "'"), ("“", '"'), ("”", '"'), ("–", "-"), ("—", "-"), ("•", "")]:
        s = s.replace(a, b)
    return re.sub(r"\s+", "", s)

def main():
    raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(raw)
    assert set(OWNERS) == set(os.listdir(CVS)), f"cvs/ differs from OWNERS: {sorted(os.listdir(CVS))}"
    texts = {n: norm(text_of(n)) for n in OWNERS}
    people = data["people"]
    fails = 0
    pending = []
    qi = 0
    qs = data["questions"]
    seen_people = set()
    body = raw.split("\nquestions:", 1)[1]
    for line in body.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*-\s*\{q:", line):
            q = qs[qi]; qi += 1
            gold = set(q["gold"])
            seen_people |= gold
            plus_owners = set()
            for sign, f, quote in pending:
                if f not in texts:
                    print(f"FAIL unknown file {f!r} before: {q['q']}"); fails += 1; continue
                if norm(quote) not in texts[f]:
                    print(f"FAIL quote not in {f}: {quote!r}"); fails += 1
                if sign == "+":
                    if OWNERS[f] not in gold:
                        print(f"FAIL '+' from non-gold {OWNERS[f]} ({f}) for: {q['q']}"); fails += 1
                    plus_owners.add(OWNERS[f])
                elif OWNERS[f] in gold and not any(s == "+" and OWNERS[g] == OWNERS[f] for s, g, _ in pending):
                    print(f"FAIL '-' names gold person {OWNERS[f]}: {q['q']}"); fails += 1
            if pending:  # evidence block opens a new intent; later questions of the intent reuse it
                block_gold, block_plus = gold, plus_owners
            if gold != block_gold:
                print(f"FAIL gold differs from the evidence block: {q['q']}"); fails += 1
            missing = gold - block_plus
            if missing:
                print(f"FAIL no '+' evidence for {missing}: {q['q']}"); fails += 1
            pending = []
    assert qi == len(qs), (qi, len(qs))
    by_intent = {}
    for q in qs:
        for k in gold_keys(q):
            if k not in people:
                print(f"FAIL unknown key {k}"); fails += 1
        by_intent.setdefault(q["intent"], []).append(q)
    for it, group in by_intent.items():
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in group)
        golds = {tuple(sorted(q["gold"])) for q in group}
        if len(group) != 4 or zh != 2 or len(golds) != 1:
            print(f"FAIL intent {it}: {len(group)} questions, {zh} Chinese, golds {golds}"); fails += 1
    unused = set(people) - seen_people
    if unused:
        print(f"FAIL people never gold: {unused}"); fails += 1
    print(f"{len(qs)} questions, {len(by_intent)} intents, {body.count('# +') + body.count('# -')} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

def gold_keys(q):
    return q["gold"]

if __name__ == "__main__":
    main()
