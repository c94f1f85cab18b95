#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in ../questions.yaml against its file's text
(whitespace-insensitive), plus structural checks on the paraphrase set."""
import json, re, subprocess, sys, unicodedata, collections
from pathlib import Path
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if p.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        # pdftotext may hyphenate at line ends; keep a de-hyphenated variant too
        return [a, b, re.sub(r"-\n", "", a)]
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    if p.suffix == ".jpg":
        return [(HERE / (p.stem + ".page.txt")).read_text(encoding="utf-8")]
    if p.suffix == ".json":
        raw = p.read_text(encoding="utf-8")
        vals = []
        def walk(x):
            if isinstance(x, dict): [walk(v) for v in x.values()]
            elif isinstance(x, list): [walk(v) for v in x]
            elif isinstance(x, str): vals.append(x)
        walk(json.loads(raw))
        return [raw, "\n".join(vals)]
    return [p.read_text(encoding="utf-8")]

cache = {}
fails = 0; n = 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
lines = lines[lines.index("questions:") + 1:]
pending = []
questions = []
for ln in lines:
    m = re.match(r"\s*# ([+-]) (\S+): (.+)$", ln)
    if m:
        pending.append(m.groups()); continue
    m = re.match(r"\s*- \{q: (\".*?(?<!\\)\"), gold: \[(.*?)\], tags: \[(.*?)\], intent: (\S+)\}", ln)
    if m:
        questions.append((json.loads(m.group(1)), [g.strip() for g in m.group(2).split(",") if g.strip()],
                          [t.strip() for t in m.group(3).split(",")], m.group(4), pending))
        pending = []
OWNER = {"shao_jingyi_zh.pdf": "SJ", "leontyne_varkonyi.pdf": "LV", "perpetua_nwachukwu.pdf": "PN",
         "lvjiashu_cv_2021.txt": "LJ", "闾嘉澍_数据库内核_2026.docx": "LJ", "CV_2026_sales.docx": "SH",
         "thibaut_gaudreau.md": "TG", "gethin_treloar.resume.json": "GT", "IMG_20261103_0912.jpg": "LY"}
assert set(OWNER) == {p.name for p in CVS.iterdir()}, "cvs/ listing differs from OWNER map"
for qtext, gold, tags, intent, ev in questions:
    for sign, f, quote in ev:
        n += 1
        if f not in cache: cache[f] = [norm(t) for t in text_of(f)]
        if not any(norm(quote) in t for t in cache[f]):
            fails += 1; print(f"FAIL quote not found: {f}: {quote}")
        o = OWNER[f]
        if sign == "-" and o in gold:
            fails += 1; print(f"FAIL '-' line names a gold person {o}: {qtext}")
    for g in gold:
        if not any(s == "+" and OWNER[f] == g for s, f, _ in ev):
            fails += 1; print(f"FAIL no + evidence for {g}: {qtext}")
by_intent = collections.defaultdict(list)
for qtext, gold, tags, intent, ev in questions: by_intent[intent].append((qtext, tuple(sorted(gold))))
for it, qs in by_intent.items():
    if len(qs) != 4 or len({g for _, g in qs}) != 1:
        fails += 1; print(f"FAIL intent {it}: {len(qs)} questions / golds {set(g for _, g in qs)}")
allgold = {g for _, gold, *_ in questions for g in gold}
missing = set(OWNER.values()) - allgold
if missing: fails += 1; print("FAIL never gold:", missing)
try:
    import yaml
    y = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    assert len(y["questions"]) == len(questions), "yaml/regex question count mismatch"
    assert set(y["people"]) == set(OWNER.values())
except ImportError:
    print("(PyYAML not installed: YAML parse skipped)")
print(f"{len(questions)} questions, {len(by_intent)} intents, {n} evidence lines, {fails} failures")
sys.exit(1 if fails else 0)
