"""Checks every '# + file: quote' / '# - file: quote' line of ../questions.yaml against the file's text.
Also checks: each gold member has a '+' line above its question, no '-' line belongs to a gold
member's file ... (only when the file is the member's), and the 4 questions of an intent share gold."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
from collections import defaultdict

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
OWNER = {"jiahui_xiang_cv.pdf": "JX", "yan_xiaodong_pcb.pdf": "YX", "龚志鹏_射频工程师.docx": "GZ",
         "thanakorn_siriwat.pdf": "TS", "tamas_kertesz.md": "TK", "蒋雨萌_税务简历.txt": "JY",
         "Min_Jiayi_CV_2025.docx": "MJ", "IMG_20261119_闵嘉怡简历.jpg": "MJ",
         "kartik_shenoy.resume.json": "KS"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "")
    for a, b in [("–", "-"), ("—", "-"), ("‐", "-"), ("“", '"'), ("”", '"'), ("’", "'"), ("‘", "'")]:
        s = s.replace(a, b)
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(x):
            if isinstance(x, str):
                out.append(x)
            elif isinstance(x, dict):
                for v in x.values():
                    walk(v)
            elif isinstance(x, list):
                for v in x:
                    walk(v)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    if name.endswith(".jpg"):
        return (HERE / "min_jiayi_2026_zh.page.txt").read_text(encoding="utf-8")
    return p.read_text(encoding="utf-8")


cache = {}
fails = 0
pending_plus, pending_minus = [], []
by_intent = defaultdict(set)
nq = 0
started = False
for ln, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    if line.startswith("questions:"):
        started = True
    if not started:
        continue
    m = re.match(r"\s*# ([+-]) ([^:]+): (.*)$", line)
    if m:
        sign, f, quote = m.groups()
        if f not in OWNER:
            print(f"line {ln}: unknown file {f}"); fails += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(quote) not in cache[f]:
            print(f"line {ln}: NOT FOUND in {f}: {quote}"); fails += 1
        (pending_plus if sign == "+" else pending_minus).append(f)
        continue
    m = re.match(r"\s*- \{q: .*gold: \[([^\]]*)\], intent: ([\w-]+)", line)
    if m:
        nq += 1
        gold = [g.strip() for g in m.group(1).split(",") if g.strip()]
        by_intent[m.group(2)].add(tuple(sorted(gold)))
        plus_owners = {OWNER[f] for f in pending_plus}
        for g in gold:
            if g not in plus_owners:
                print(f"line {ln}: gold {g} has no + evidence"); fails += 1
        for o in plus_owners - set(gold):
            print(f"line {ln}: + evidence for non-gold {o}"); fails += 1
        pending_plus, pending_minus = [], []
for i, golds in by_intent.items():
    if len(golds) != 1:
        print(f"intent {i}: gold differs across phrasings: {golds}"); fails += 1
print(f"{nq} questions, {len(by_intent)} intents, {fails} failures")
sys.exit(1 if fails else 0)
