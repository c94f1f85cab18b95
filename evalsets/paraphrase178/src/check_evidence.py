"""Self-check for paraphrase178/questions.yaml.

- every '+'/'-' evidence quote occurs verbatim (whitespace-insensitive, NFKC) in its file's text;
- every gold person of a question has a '+' quote from one of their own files above it;
- no '-' quote comes from a file of a gold person of that question;
- each intent has exactly 4 questions (2 English, 2 Chinese) with identical gold;
- the cross-lingual tag matches the languages of the gold people's evidence.
Exit 1 on any failure.
"""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "kasimir_oyelaran.pdf": "KO", "钟离若岫-合规-简历.docx": "ZR", "pang_jiayan_2026.pdf": "PJ",
    "逄嘉衍_简历_2022.txt": "PJ", "henrietta_kvalsund.pdf": "HK", "Rosalie_Penhallow_CV.docx": "RP",
    "tquarshie_cv.md": "TQ", "IMG_20261103_094512.jpg": "MQ", "wiktor_chrobak.json": "WC",
}
LANG = {"KO": "en", "ZR": "zh", "PJ": "zh", "HK": "en", "RP": "en", "TQ": "en", "MQ": "zh", "WC": "en"}
TEXT_OF = {"IMG_20261103_094512.jpg": os.path.join(HERE, "ce", "moqi_qinglan_page1.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text(fn):
    p = os.path.join(CVS, fn)
    if fn in TEXT_OF:
        return open(TEXT_OF[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if fn.endswith(".json"):
        out = []
        def walk(x):
            if isinstance(x, dict):
                for v in x.values(): walk(v)
            elif isinstance(x, list):
                for v in x: walk(v)
            elif isinstance(x, str):
                out.append(x)
        walk(json.load(open(p, encoding="utf-8")))
        return "\n".join(out)
    return open(p, encoding="utf-8").read()

def main():
    fails = []
    texts = {fn: norm(text(fn)) for fn in OWNER}
    assert sorted(OWNER) == sorted(os.listdir(CVS)), "cvs/ and OWNER disagree"
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    pending, qi, n_ev = [], 0, 0
    qs = data["questions"]
    for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m:
            pending.append(m.groups()); continue
        if re.match(r"\s*- \{q:", line):
            q = qs[qi]; qi += 1
            gold = set(q["gold"]); have = set()
            for sign, fn, quote in pending:
                n_ev += 1
                if fn not in OWNER:
                    fails.append(f"unknown file {fn}"); continue
                if norm(quote) not in texts[fn]:
                    fails.append(f"quote not found in {fn}: {quote}")
                if sign == "+":
                    have.add(OWNER[fn])
                    if OWNER[fn] not in gold:
                        fails.append(f"+ quote for non-gold {OWNER[fn]} at: {q['q']}")
                elif OWNER[fn] in gold:
                    fails.append(f"- quote names gold {OWNER[fn]} at: {q['q']}")
            if gold - have:
                fails.append(f"no evidence for {sorted(gold - have)} at: {q['q']}")
            qlang = "zh" if re.search(r"[\u4e00-\u9fff]", q["q"]) else "en"
            cross = any(LANG[k] != qlang for k in gold)
            if cross != ("cross-lingual" in q["tags"]):
                fails.append(f"cross-lingual tag wrong at: {q['q']}")
            if ("empty-gold" in q["tags"]) != (not gold):
                fails.append(f"empty-gold tag wrong at: {q['q']}")
            if "paraphrase" not in q["tags"]:
                fails.append(f"paraphrase tag missing at: {q['q']}")
            q["_lang"] = qlang
            # evidence block applies to the following questions until a new block starts
        elif line.strip() and not line.lstrip().startswith("#") and pending and qi and not re.match(r"\s*- \{q:", line):
            pass
        if re.match(r"\s*#\s*-{5,}", line):
            pending = []
    intents = {}
    for q in qs:
        intents.setdefault(q["intent"], []).append(q)
    for name, group in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in group}
        langs = sorted(q["_lang"] for q in group)
        if len(group) != 4 or len(golds) != 1 or langs != ["en", "en", "zh", "zh"]:
            fails.append(f"intent {name}: {len(group)} questions, golds {golds}, langs {langs}")
    everyone = set(data["people"])
    covered = set(k for q in qs for k in q["gold"])
    if everyone - covered:
        fails.append(f"never gold: {sorted(everyone - covered)}")
    for f in fails:
        print("FAIL", f)
    print(f"{len(qs)} questions, {len(intents)} intents, {n_ev} evidence checks, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
