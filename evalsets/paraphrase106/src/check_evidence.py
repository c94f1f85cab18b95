"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive, NFKC, '**' markdown markers and PDF bullets ignored), plus basic
set sanity: every gold person has a '+' line, 4 questions per intent with one gold."""
import os, re, sys, json, subprocess, unicodedata, collections
import yaml, docx
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "marcus_lim_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        a = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        return a + "\n" + b
    if fn.endswith(".docx"):
        d = docx.Document(p); parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.append(" ".join(c.text for c in r.cells))
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): out.append(o)
        walk(json.load(open(p, encoding="utf-8"))); return "\n".join(out)
    return open(p, encoding="utf-8").read()

OWNER = {"栗晨阳_简历_2026.pdf": "LCY", "chenyang_li_cv_2022.txt": "LCY", "庞立钧-硬件工程师.docx": "PLJ",
         "屈婉清.json": "QWQ", "Nadim_Karroubi_CV.pdf": "NK", "IMG_20261103_184512.jpg": "ML",
         "漆志宏_采购经理.md": "QZH", "CV_final_v3.docx": "TRW", "reto_gubler_resume.pdf": "RG"}

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, fails, pending, nq = {}, [], [], 0
    qi = 0
    qs = data["questions"]
    last_was_q = False
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", ln)
        if m and last_was_q:
            pending, last_was_q = [], False
        if m:
            sign, fn, quote = m.groups(); fn = fn.strip()
            if fn not in cache:
                if not os.path.exists(os.path.join(CVS, fn)):
                    fails.append(f"missing file {fn}"); cache[fn] = ""; 
                else:
                    cache[fn] = norm(text_of(fn))
            if norm(quote) not in cache[fn]:
                fails.append(f"quote not found in {fn}: {quote}")
            pending.append((sign, fn))
        elif re.match(r"\s*- \{q:", ln):
            q = qs[qi]; qi += 1; last_was_q = True
            plus = {OWNER[f] for s, f in pending if s == "+"}
            for g in q["gold"]:
                if g not in plus and not any(OWNER[f] == g for s, f in pending if s == "+"):
                    fails.append(f"gold {g} without + evidence: {q['q']}")
            for s, f in pending:
                if s == "+" and OWNER[f] not in q["gold"]:
                    fails.append(f"+ line for non-gold {OWNER[f]}: {q['q']}")
            # evidence block applies to all questions of the intent (until the next comment block)
    # pending is reset per intent block: recompute per block
    blocks = collections.defaultdict(set)
    golds = collections.defaultdict(list)
    for q in qs:
        golds[q["intent"]].append(tuple(sorted(q["gold"])))
    for k, v in golds.items():
        if len(v) != 4 or len(set(v)) != 1:
            fails.append(f"intent {k}: {len(v)} questions, golds {set(v)}")
    keys = set(data["people"])
    used = {g for q in qs for g in q["gold"]}
    if keys - used: fails.append(f"never gold: {keys - used}")
    for q in qs:
        for g in q["gold"]:
            if g not in keys: fails.append(f"unknown key {g}")
    nev = sum(1 for l in lines[start:] if re.match(r"\s*#\s*[+-]\s", l))
    print(f"{len(qs)} questions, {len(golds)} intents, {nev} evidence lines")
    for f in fails: print("FAIL:", f)
    print("OK" if not fails else f"{len(fails)} failures"); sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
