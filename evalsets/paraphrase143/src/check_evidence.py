"""Self-check for paraphrase143/questions.yaml.
- every '# + file: quote' / '# - file: quote' occurs verbatim (whitespace-insensitive) in its file's text;
- every gold person of a question has at least one '+' quote above it (empty gold: none needed);
- 13 intents x 4 questions, same gold within an intent, 2 English + 2 Chinese per intent;
- every person is gold somewhere.
Run: src/.venv/bin/python src/check_evidence.py"""
import os, re, subprocess, sys, json, collections
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261102_184511.jpg": os.path.join(HERE, "hollowell", "hollowell_page_text.txt")}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        from docx import Document
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("•", "").replace("**", "")
    return re.sub(r"\s+", "", s)

def load_questions(path):
    try:
        import yaml
        return yaml.safe_load(open(path, encoding="utf-8"))
    except ImportError:
        pass
    # minimal parser for this file's flow-style question lines
    data = {"people": {}, "questions": []}
    for line in open(path, encoding="utf-8"):
        m = re.match(r"\s{2}([A-Z]{2}): \[(.*)\]\s*$", line)
        if m:
            data["people"][m.group(1)] = [a.strip().strip('"') for a in m.group(2).split(",")]
        m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\], intent: (\S+)\}\s*$', line)
        if m:
            data["questions"].append({"q": m.group(1), "gold": [g.strip() for g in m.group(2).split(",") if g.strip()],
                                      "tags": [t.strip() for t in m.group(3).split(",")], "intent": m.group(4)})
    return data

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = load_questions(qpath)
    cache, errors = {}, []
    # evidence blocks: comments directly above each question line
    pending, blocks = [], []
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            pending.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
            continue
        if re.match(r"\s*- \{q:", ln):
            blocks.append(list(pending))
            continue
        if ln.strip().startswith("# ----"):
            pending = []
    nq = 0
    for ev in {e for b in blocks for e in b}:
        sign, fn, quote = ev
        nq += 1
        if fn not in cache:
            try:
                cache[fn] = norm(text_of(fn))
            except FileNotFoundError:
                errors.append(f"missing file {fn}"); cache[fn] = ""
        if norm(quote) not in cache[fn]:
            errors.append(f"quote not found [{sign}] {fn}: {quote}")
    qs = data["questions"]
    if len(blocks) != len(qs):
        errors.append(f"parsed {len(blocks)} question lines but {len(qs)} questions")
    people = data["people"]
    file_owner = {}
    owners = {"SE": ["sigrun_eidsvik_cv.pdf"], "XW": ["薛望舒_简历.pdf"], "LY": ["Lan_Yuqing_Resume_2026.pdf"],
              "NF": ["Natalia_Ferrer_CV.docx"], "BC": ["bao_chengyuan_cv_2026.md", "鲍承远_简历_2023.txt"],
              "KA": ["kwabena_asante_resume.json"], "TZ": ["滕知雨-视频剪辑-简历.docx"], "MH": ["IMG_20261102_184511.jpg"]}
    for k, fs in owners.items():
        for f in fs: file_owner[f] = k
    listed = set(os.listdir(CVS))
    if listed != set(file_owner):
        errors.append(f"cvs/ files differ from owner map: {listed ^ set(file_owner)}")
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q, b in zip(qs, blocks):
        for g in q["gold"]:
            if g not in people: errors.append(f"unknown key {g} in {q['q']}")
            if not any(s == "+" and file_owner.get(f) == g for s, f, _ in b):
                errors.append(f"no + evidence for {g} in: {q['q']}")
        for s, f, _ in b:
            if s == "+" and file_owner.get(f) not in q["gold"]:
                errors.append(f"+ evidence from non-gold {f} in: {q['q']}")
        gold_people |= set(q["gold"])
        by_intent[q.get("intent")].append(q)
        if (not q["gold"]) != ("empty-gold" in q["tags"]):
            errors.append(f"empty-gold tag mismatch: {q['q']}")
    if len(by_intent) != 13: errors.append(f"{len(by_intent)} intents, want 13")
    for it, ql in by_intent.items():
        if len(ql) != 4: errors.append(f"intent {it} has {len(ql)} questions")
        if len({tuple(sorted(q['gold'])) for q in ql}) != 1: errors.append(f"intent {it} golds differ")
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in ql)
        if zh != 2: errors.append(f"intent {it} has {zh} Chinese questions")
    missing = set(people) - gold_people
    if missing: errors.append(f"never gold: {missing}")
    sizes = collections.Counter(len(q["gold"]) for q in qs)
    print(f"{len(qs)} questions, {len(by_intent)} intents, {nq} distinct quotes checked, gold sizes {dict(sorted(sizes.items()))}")
    for e in errors: print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} error(s)")
    sys.exit(1 if errors else 0)

if __name__ == "__main__":
    main()
