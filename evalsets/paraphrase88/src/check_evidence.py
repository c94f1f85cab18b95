"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC, markdown */** markers and PDF bullets ignored), that every gold
person has at least one '+' line per question, that the 4 phrasings of an intent share one gold,
and that every person is gold somewhere."""
import json, os, re, subprocess, sys, unicodedata, collections
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "ji_photo", "ji_yanchuan_2026_page_text.txt")}
OWNER = {  # file -> person key
    "wenlan_qiao_cv.pdf": "WQ", "顾承霖_电芯工程师.pdf": "GC", "Matthias_Oberlaender_CV.pdf": "MO",
    "oskar-wielgosz-frontend.md": "OW", "谈雅婷-风险分析师.docx": "TY", "芮安琪_2026届_金融.txt": "RA",
    "resume_vpe_2026.docx": "GP", "ji_yanchuan_resume_2023.json": "JY", "IMG_20261103_184512.jpg": "JY",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for k, v in o.items():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    if fn.endswith(".json"):
        return "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    return open(p, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, fails, n = {}, 0, 0
    pending = []  # evidence lines above the current question
    qi = 0
    intents = collections.defaultdict(list)
    gold_people = set()
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            sign, fn, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            if fn not in OWNER:
                print("UNKNOWN FILE:", fn); fails += 1; continue
            if fn not in cache:
                cache[fn] = norm(text_of(fn))
            n += 1
            if norm(quote) not in cache[fn]:
                print(f"NOT FOUND [{fn}]: {quote}"); fails += 1
            pending.append((sign, OWNER[fn]))
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            gold_people |= gold
            intents[q["intent"]].append(q)
            plus = {k for s, k in pending if s == "+"}
            minus = {k for s, k in pending if s == "-"}
            for g in gold - plus:
                print(f"NO EVIDENCE for {g}: {q['q']}"); fails += 1
            for k in plus - gold:
                print(f"'+' for non-gold {k}: {q['q']}"); fails += 1
            if gold & minus - plus:
                print(f"'-' names gold {gold & minus}: {q['q']}"); fails += 1
            # evidence comments apply to every question of the block until the next block
        elif re.match(r"\s*#\s*-{5,}", ln):
            pending = []
    for name, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print(f"INTENT {name}: {len(qs)} questions, golds {golds}"); fails += 1
    missing = set(data["people"]) - gold_people
    if missing:
        print("NEVER GOLD:", missing); fails += 1
    print(f"{n} evidence lines, {qi} questions, {len(intents)} intents, {fails} failures")
    sys.exit(1 if fails else 0)

main()
