#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in ../questions.yaml against its file's text.

Text per file: pdftotext (PDF), python-docx paragraphs + table cells + header/footer (DOCX),
raw text and string values (JSON), the file itself (.md/.txt), and for the phone photo the
text of the page kept in src/zhan_junyan_2023_photo_page.txt. Matching ignores whitespace,
markdown ** / * markers, NFKC forms and Unicode hyphen variants. Also checks: every gold
member has a '+' line, all 4 phrasings of an intent share one gold, each intent has 4
questions, every person is gold somewhere. Exit 1 on failure.
"""
import json, os, re, subprocess, sys, unicodedata, collections
import yaml, docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20230518_213402.jpg": os.path.join(HERE, "zhan_junyan_2023_photo_page.txt"),
              "zhan_junyan_2023_photo_page.txt": os.path.join(HERE, "zhan_junyan_2023_photo_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u2010", "-").replace("\u2011", "-").replace("\u00ad", "")
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

_cache = {}
def text_of(name):
    if name in _cache: return _cache[name]
    if name in PHOTO_TEXT:
        t = open(PHOTO_TEXT[name], encoding="utf-8").read(); texts = [t]
    else:
        p = os.path.join(CVS, name)
        if not os.path.exists(p):
            raise FileNotFoundError(name)
        if name.endswith(".pdf"):
            texts = [subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout,
                     subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout]
        elif name.endswith(".docx"):
            d = docx.Document(p)
            parts = [x.text for x in d.paragraphs]
            for t in d.tables:
                for r in t.rows:
                    for c in r.cells: parts.append(c.text)
            for s in d.sections:
                parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
            texts = ["\n".join(parts)]
        elif name.endswith(".json"):
            raw = open(p, encoding="utf-8").read()
            texts = [raw] + list(json_strings(json.loads(raw)))
        else:
            texts = [open(p, encoding="utf-8").read()]
    _cache[name] = [norm(t) for t in texts]
    return _cache[name]

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = data["people"]
    fails, n_ev = [], 0
    pending = []   # evidence lines since last question
    qi = 0
    intents = collections.defaultdict(list)
    gold_seen = set()
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            sign, f, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            n_ev += 1
            try:
                ok = any(norm(quote) in t for t in text_of(f))
            except FileNotFoundError:
                fails.append(f"missing file {f}"); continue
            if not ok:
                fails.append(f"quote not found in {f}: {quote}")
            pending.append((sign, f))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            for g in q["gold"]:
                if g not in people: fails.append(f"unknown key {g} in: {q['q']}")
                gold_seen.add(g)
            if q["gold"] and not any(s == "+" for s, _ in pending):
                fails.append(f"no + evidence for: {q['q']}")
            intents[q["intent"]].append(q)
            if ln.strip() == "" : pass
        if ln.strip() == "" or re.match(r"\s*# -{5,}", ln):
            pending = []
    for k, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(golds) != 1: fails.append(f"intent {k} has differing gold: {golds}")
        if len(qs) != 4: fails.append(f"intent {k} has {len(qs)} questions")
    for k in people:
        if k not in gold_seen: fails.append(f"person {k} is never gold")
    print(f"{n_ev} evidence lines, {qi} questions, {len(intents)} intents, {len(fails)} failures")
    for f in fails: print("FAIL:", f)
    sys.exit(1 if fails else 0)

main()
