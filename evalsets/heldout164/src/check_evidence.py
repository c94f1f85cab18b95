#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; JSON: all string values;
TXT: the file; the .jpg photo: src/shang_jingchuan_2026_page.txt (text of the page photographed).
Whitespace-insensitive, NFKC, PDF bullets ignored. Also: every gold member has a '+' line naming
one of its files, no '-' line belongs to... (traps may name gold members' other facts; not checked),
and every person is gold somewhere. Exit 1 on failure."""
import json, os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {"Eskil_Fjellheim_CV.pdf": "EF", "adaora_obiora.resume.json": "AO", "屠晓岚_个人简历.docx": "TXL",
         "岳琬宁-税务经理-简历.pdf": "YWN", "商景川_简历_2021.txt": "SJC", "IMG_20261103_184522.jpg": "SJC"}
PHOTO_TEXT = {"IMG_20261103_184522.jpg": os.path.join(HERE, "shang_jingchuan_2026_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, str): out.append(o)
            elif isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
        walk(json.load(open(p, encoding="utf-8")))
        return "\n".join(out)
    return open(p, encoding="utf-8").read()

def main():
    fails = 0
    texts = {n: norm(text_of(n)) for n in OWNER}
    for n in os.listdir(CVS):
        if n not in OWNER:
            print("UNKNOWN FILE in cvs/:", n); fails += 1
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    ev = []; nq = 0; gold_seen = set()
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m and m.group(2) in OWNER:
            ev.append((i, m.group(1), m.group(2), m.group(3)))
            q = norm(m.group(3))
            if q not in texts[m.group(2)]:
                print(f"line {i}: NOT FOUND in {m.group(2)}: {m.group(3)}"); fails += 1
            continue
        m = re.match(r"\s*-\s*\{q:\s*\"(.*)\",\s*gold:\s*\[(.*?)\]", line)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            gold_seen.update(gold)
            plus = {OWNER[f] for (_, s, f, _) in ev if s == "+"}
            minus = {OWNER[f] for (_, s, f, _) in ev if s == "-"}
            for g in gold:
                if g not in plus:
                    print(f"line {i}: gold {g} has no + evidence"); fails += 1
            for o in plus - set(gold):
                print(f"line {i}: + evidence for non-gold {o}"); fails += 1
            for o in minus & set(gold):
                print(f"line {i}: note: - trap line for gold member {o} (allowed, check intent)")
            ev = []
    for k in set(OWNER.values()) - gold_seen:
        print("person never gold:", k); fails += 1
    print(f"{nq} questions checked, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
