"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC), that every gold person has '+' evidence, and that '-' lines never
name a gold person's file. Exit 1 on failure."""
import os, re, sys, json, subprocess, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"聂思敏_简历_拍照.jpg": os.path.join(HERE, "nie_simin_page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return "".join(s.split())

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".json"):
        vals = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): vals.append(o)
        walk(json.load(open(p, encoding="utf-8")))
        return "\n".join(vals)
    t = open(p, encoding="utf-8").read()
    if fn.endswith(".md"):
        t = t.replace("**", "").replace("*", "")
    return t

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    import yaml
    data = yaml.safe_load("\n".join(lines))
    people = data["people"]
    owners = {}
    cache, fails, n = {}, 0, 0
    pending = []
    qi = 0
    for ln in lines:
        m = re.match(r"^  #\s*([+-])\s+(\S+?):\s(.*)$", ln)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            assert all(g in people for g in gold), q
            covered = set()
            for sign, fn, quote in pending:
                n += 1
                if fn not in cache:
                    if not os.path.exists(os.path.join(CVS, fn)):
                        print("MISSING FILE", fn); fails += 1; cache[fn] = ""; continue
                    cache[fn] = norm(text_of(fn))
                if norm(quote) not in cache[fn]:
                    print(f"NOT FOUND [{q['q']}] {sign} {fn}: {quote}"); fails += 1
                own = fn_owner(fn)
                if sign == "+": covered.add(own)
                if sign == "-" and own in gold:
                    print(f"TRAP NAMES GOLD [{q['q']}] {fn}"); fails += 1
                if sign == "+" and own not in gold:
                    print(f"+ LINE FOR NON-GOLD [{q['q']}] {fn}"); fails += 1
            for g in gold - covered:
                print(f"NO EVIDENCE for {g} in [{q['q']}]"); fails += 1
            pending = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    # every intent: 4 questions, same gold
    by = {}
    for q in data["questions"]:
        by.setdefault(q["intent"], []).append(q)
    for k, qs in by.items():
        if len(qs) != 4 or len({tuple(sorted(x["gold"])) for x in qs}) != 1:
            print("INTENT INCONSISTENT", k); fails += 1
    allgold = set().union(*[set(q["gold"]) for q in data["questions"]])
    for p in people:
        if p not in allgold:
            print("NEVER GOLD", p); fails += 1
    print(f"{n} evidence lines, {len(data['questions'])} questions, {len(by)} intents, failures: {fails}")
    sys.exit(1 if fails else 0)

OWNER = {"zhang_qiushi_cv.pdf": "ZQ", "mirko_albrecht_cv.pdf": "MA", "Rukmini_Sethuraman_CV.docx": "RS",
         "ifeoma_nwachukwu.json": "IN", "shuheng_wen_resume_2021.txt": "WS", "温书恒_简历_2026.md": "WS",
         "邝明远_简历.docx": "KM", "joaquin_elizalde.md": "JE", "聂思敏_简历_拍照.jpg": "ND"}
def fn_owner(fn): return OWNER[fn]

if __name__ == "__main__":
    main()
