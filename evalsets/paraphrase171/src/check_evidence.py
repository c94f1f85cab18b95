#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' line in questions.yaml occurs
verbatim (whitespace-insensitive) in the text of that file, that every gold key has a '+'
line, that intents have 4 questions with identical gold, and that every person is gold somewhere."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {"柴致和_简历.pdf": "CZ", "qi_muyuan_resume.jpg": "QM", "kang_weiran_cv.pdf": "KW",
          "resume_tp_2026.docx": "EA", "詹书珩_个人简历.docx": "ZS", "CV_Eberhardt_2025.pdf": "ME",
          "henrietta_pembury.json": "HP", "manshu_zhen_resume.md": "ZM", "甄曼舒_简历_2022.txt": "ZM"}
PHOTO_TEXT = {"qi_muyuan_resume.jpg": os.path.join(HERE, "qi_muyuan_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout + "\n" + \
               subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells: parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.footer.paragraphs] + [x.text for x in s.header.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".json"):
        return "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()

def main():
    import yaml
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    cache, fails, pending = {}, 0, []
    qi = 0
    qs = data["questions"]
    in_q = False
    for ln in lines:
        s = ln.strip()
        if s.startswith("questions:"): in_q = True; continue
        if not in_q: continue
        m = re.match(r"#\s*([+-])\s*([^:]+?):\s(.*)$", s)
        if m:
            sign, fn, quote = m.groups()
            pending.append((sign, fn.strip(), quote.strip()))
            continue
        if s.startswith("- {q:") or s.startswith("- q:"):
            q = qs[qi]; qi += 1
            plus_files = set()
            for sign, fn, quote in pending:
                if not os.path.exists(os.path.join(CVS, fn)):
                    print(f"MISSING FILE {fn} (q: {q['q']})"); fails += 1; continue
                if fn not in cache: cache[fn] = norm(text_of(fn))
                if norm(quote) not in cache[fn]:
                    print(f"NOT FOUND [{sign}] {fn}: {quote}   (q: {q['q']})"); fails += 1
                if sign == "+": plus_files.add(fn)
                elif OWNERS.get(fn) in q["gold"]:
                    print(f"TRAP LINE names a gold person {fn} (q: {q['q']})"); fails += 1
            q["_plus"] = plus_files
            pending = []
    assert qi == len(qs), (qi, len(qs))
    owners = OWNERS
    gold_seen = set()
    intents = defaultdict(list)
    for q in qs:
        for k in q["gold"]:
            if k not in people: print("unknown key", k); fails += 1
            gold_seen.add(k)
            if not any(owners.get(f) == k for f in q["_plus"]):
                print(f"NO + EVIDENCE for {k} in q: {q['q']}"); fails += 1
        intents[q["intent"]].append(q)
    for name, group in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in group}
        if len(group) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", name, len(group), golds); fails += 1
    for k in people - gold_seen:
        print("never gold:", k); fails += 1
    nev = sum(1 for l in lines if re.match(r"\s*#\s*[+-]\s", l))
    print(f"{len(qs)} questions, {len(intents)} intents, {nev} evidence lines, failures: {fails}")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
