"""Check every '# + file: quote' / '# - file: quote' line of ../questions.yaml against the file text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values (JSON),
the file itself (.md/.txt), src/ruan_yuchen_page.txt for the photographed .jpg.
Comparison ignores whitespace, markdown '*' markers, PDF bullets, NFKC forms and curly quotes.
Also checks: every gold member of every question has a '+' line in its block; all 4 questions of an
intent share the same gold. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "ruan_yuchen_page.txt")}

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o

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
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if name.endswith(".json"):
        return "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    for a, b in (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("•", ""), ("*", "")):
        s = s.replace(a, b)
    return re.sub(r"\s+", "", s)

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    keys = set(data["people"])
    cache, fails, n = {}, 0, 0
    ev_plus, block = defaultdict(set), 0
    q_block = []
    ev_re = re.compile(r"^\s*#\s*([+-])\s+(\S+?):\s(.*)$")
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = ev_re.match(ln)
        if "# ----" in ln:
            block += 1
        if m:
            sign, f, q = m.groups()
            n += 1
            if not os.path.exists(os.path.join(CVS, f)):
                print("MISSING FILE", f); fails += 1; continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            if norm(q) not in cache[f]:
                print("NOT FOUND", f, "::", q); fails += 1
            if sign == "+":
                ev_plus[block].add(f)
        elif ln.strip().startswith("- {q:"):
            q_block.append(block)
    # gold consistency per intent, and gold members have '+' evidence in their block
    by_intent = defaultdict(list)
    for q, b in zip(data["questions"], q_block):
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in keys:
                print("UNKNOWN KEY", g, q["q"]); fails += 1
        if q["gold"] and not ev_plus[b]:
            print("NO + EVIDENCE", q["q"]); fails += 1
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", it, len(qs), golds); fails += 1
    print(f"{n} evidence lines, {len(data['questions'])} questions, {len(by_intent)} intents, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
