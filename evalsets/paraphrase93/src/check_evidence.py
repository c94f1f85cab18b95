"""Checks every +/- evidence quote in ../questions.yaml occurs in its file's text.
Also: each gold member has a + line; no - line names a gold member's only file; each intent has
4 questions with identical gold; every person is gold somewhere."""
import json, os, re, subprocess, sys, unicodedata, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "swz", "shang_wenzhou_page_text.txt")}
OWNER = {"anders_kjeldgaard.pdf": "AK", "jia_chengze_zh.pdf": "JCZ", "rosamund_iheanacho.pdf": "RI",
         "Roxanne_Thibodeaux_PMM.docx": "RT", "rasmus_ekholm.md": "RE", "原静姝_简历_2021.txt": "YJS",
         "原静姝_精算_2026.docx": "YJS", "song_wanyi.resume.json": "SW", "IMG_20261103_184512.jpg": "SWZ"}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    s = re.sub(r"-\s*\n\s*", "-", s)
    return re.sub(r"\s+", "", s)

def strings(o):
    if isinstance(o, str): yield o
    elif isinstance(o, dict):
        for v in o.values(): yield from strings(v)
    elif isinstance(o, list):
        for v in o: yield from strings(v)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT: return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"): return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells: parts.append(c.text)
        return "\n".join(parts)
    if fn.endswith(".json"): return "\n".join(strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, fails, ev, nq = {}, [], [], 0
    intents = collections.defaultdict(list); gold_people = set()
    started = False
    for ln, line in enumerate(lines, 1):
        if line.startswith("questions:"): started = True
        if not started: continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m:
            sign, fn, quote = m.groups()
            if fn not in OWNER:
                fails.append(f"line {ln}: unknown file {fn}"); continue
            if fn not in cache: cache[fn] = norm(text_of(fn))
            if norm(quote) not in cache[fn]:
                fails.append(f"line {ln}: quote not found in {fn}: {quote}")
            ev.append((sign, fn)); continue
        m = re.match(r"\s*- \{q: \"(.*?)\", gold: \[(.*?)\], tags: \[(.*?)\], intent: (\S+)\}", line)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            gold_people |= set(gold)
            intents[m.group(4)].append(tuple(sorted(gold)))
            plus = {OWNER[f] for s, f in ev if s == "+"}
            for g in gold:
                if g not in plus: fails.append(f"line {ln}: gold {g} has no + evidence")
            for s, f in ev:
                if s == "-" and OWNER[f] in gold and sum(1 for s2, f2 in ev if s2 == "+" and OWNER[f2] == OWNER[f]) == 0:
                    fails.append(f"line {ln}: - line names gold {OWNER[f]}")
            if "empty-gold" in m.group(3) and gold: fails.append(f"line {ln}: empty-gold with gold")
            continue
        if line.strip().startswith("- {q:"): fails.append(f"line {ln}: unparsed question line")
        if line.strip().startswith("# ----"): ev = []
    for k, v in intents.items():
        if len(v) != 4 or len(set(v)) != 1: fails.append(f"intent {k}: {len(v)} questions, golds {set(v)}")
    missing = set(OWNER.values()) - gold_people
    if missing: fails.append(f"never gold: {missing}")
    for f in fails: print("FAIL", f)
    print(f"{nq} questions, {len(intents)} intents, {len(fails)} failures")
    sys.exit(1 if fails else 0)

main()
