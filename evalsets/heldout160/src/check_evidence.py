#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive, NFKC). Also checks each gold person has '+' evidence somewhere and
every person is gold at least once. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
# files without a text layer -> text of the page before it was photographed
ALIASES = {"IMG_20261103_菅欣妍简历.jpg": os.path.join(HERE, "jian_xinyan_2026_page.txt"),
           "jian_xinyan_2026_page.txt": os.path.join(HERE, "jian_xinyan_2026_page.txt")}
# which person each file belongs to
OWNER = {"苟明禹_简历.pdf": "GM", "植嘉妮-直播运营负责人.docx": "ZJ", "lanxin_qu.resume.json": "LQ",
         "Jiawen_Xue_CV.pdf": "XJ", "菅欣妍_简历_2023.txt": "JX", "jian_xinyan_2026_page.txt": "JX",
         "IMG_20261103_菅欣妍简历.jpg": "JX"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    path = ALIASES.get(name, os.path.join(CVS, name))
    if path.endswith(".pdf"):
        t = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    elif path.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts += [c.text for c in row.cells]
        t = "\n".join(parts)
    elif path.endswith(".json"):
        t = "\n".join(json_strings(json.load(open(path, encoding="utf-8"))))
    else:
        t = open(path, encoding="utf-8").read()
    _cache[name] = norm(t)
    return _cache[name]

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    fails, n_ev, n_q = [], 0, 0
    pending, gold_seen, all_people = [], set(), set()
    in_people = False
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True; in_people = False; continue
        if ln.startswith("people:"):
            in_people = True; continue
        if in_people:
            m = re.match(r"\s+([A-Z]+):", ln)
            if m:
                all_people.add(m.group(1)); continue
            in_people = False
        m = re.match(r"\s*#\s*([+-])\s+(.+?):\s(.+)$", ln) if started else None
        if m:
            sign, f, quote = m.groups()
            n_ev += 1
            try:
                ok = norm(quote) in text_of(f)
            except Exception as e:
                ok = False; quote += f"  [{e}]"
            if not ok:
                fails.append(f"quote not found: {f}: {quote}")
            pending.append((sign, f))
            continue
        m = re.match(r"\s*- \{q: \"(.*?)\", gold: \[(.*?)\]", ln)
        if m:
            n_q += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            gold_seen.update(gold)
            plus_owners = {OWNER.get(f) for s, f in pending if s == "+"}
            minus_owners = {OWNER.get(f) for s, f in pending if s == "-"}
            for g in gold:
                if g not in all_people:
                    fails.append(f"unknown key {g} in: {m.group(1)}")
                if g not in plus_owners:
                    fails.append(f"gold {g} has no + evidence: {m.group(1)}")
            for o in plus_owners:
                if o not in gold:
                    fails.append(f"+ evidence from non-gold {o}: {m.group(1)}")
            pending = []
    for p in sorted(all_people - gold_seen):
        fails.append(f"person {p} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{n_q} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
