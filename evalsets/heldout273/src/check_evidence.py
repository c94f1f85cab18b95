#!/usr/bin/env python3
"""Self-check for heldout273/questions.yaml: every "+"/"-" evidence quote must occur in the text of its
file (whitespace-insensitive, markdown ** markers and "•" bullets ignored). PDF -> pdftotext;
DOCX -> python-docx body paragraphs + table cell paragraphs; md/txt -> the file; the JPG photo ->
src/orla_hennessy_2026_page1.txt (pdftotext of the page before it was photographed).
Also checks: every gold key is in people:, every gold person has a "+" line, every person is gold
somewhere. Run with src/.venv/bin/python. Exit 1 on failure."""
import os, re, subprocess, sys, unicodedata
import yaml, docx
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE); CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_094417.jpg": os.path.join(HERE, "orla_hennessy_2026_page1.txt")}
def norm(t):
    t = unicodedata.normalize("NFKC", t).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", t)
def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p): raise FileNotFoundError(fn)
    if fn in PHOTO_TEXT: return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"): return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = docx.Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells: parts += [x.text for x in c.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()
def main():
    qpath = os.path.join(ROOT, "questions.yaml"); data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(data["people"]); lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, fails, n, pending, seen_gold = {}, 0, 0, [], set()
    qi = 0
    lines = lines[lines.index("questions:") + 1:]
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            pending.append((m.group(1), m.group(2), m.group(3).strip())); continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            plus_files = set()
            for sign, fn, quote in pending:
                n += 1
                try:
                    if fn not in cache: cache[fn] = norm(text_of(fn))
                except FileNotFoundError:
                    print("MISSING FILE", fn); fails += 1; continue
                if norm(quote) not in cache[fn]:
                    print(f"NOT FOUND [{q['q']}] {fn}: {quote}"); fails += 1
                if sign == "+": plus_files.add(fn)
            for g in q["gold"]:
                if g not in people: print("UNKNOWN KEY", g, q["q"]); fails += 1
                seen_gold.add(g)
            if q["gold"] and not plus_files: print("NO + EVIDENCE", q["q"]); fails += 1
            if not q["gold"] and "empty-gold" not in q["tags"]: print("EMPTY GOLD UNTAGGED", q["q"]); fails += 1
            pending = []
    for p in people - seen_gold: print("NEVER GOLD", p); fails += 1
    print(f"{qi} questions, {n} evidence lines, {fails} failures"); return 1 if fails else 0
if __name__ == "__main__": sys.exit(main())
