"""Checks every +/- evidence quote in ../questions.yaml against the text of its CV file,
plus gold/intent consistency. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub(r"[*#|•]", "", s)
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values(): yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def text_of(name):
    p = CVS / name
    if p.suffix == ".pdf":
        # a quote may match either the default (reading order) or the -layout text
        return "\n".join(subprocess.run(["pdftotext", *o, str(p), "-"], capture_output=True, text=True).stdout
                         for o in ([], ["-layout"]))
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text())))
    if p.suffix == ".jpg":
        return (ROOT / "src" / (name + ".txt")).read_text()
    return p.read_text()

raw = (ROOT / "questions.yaml").read_text()
data = yaml.safe_load(raw)
people = data["people"]
cache, fails, n = {}, 0, 0
pending, ev_people = [], {}
owners = {"situ_jianing_cv.pdf": "SJ", "yan_zhuoran_cv.pdf": "YZ", "aled_threadgold_cv.pdf": "AT",
          "Joanne_Zeng_Tax_Manager.docx": "JZ", "冼浩明_简历_2021.docx": "XH", "xianhaoming_2026.md": "XH",
          "tang_yiming_resume.txt": "TY", "kiki_liang_resume.json": "KL", "IMG_20261104_183512.jpg": "OJ"}
assert set(owners) == {p.name for p in CVS.iterdir()}, "owners table out of date"
qi = 0
lines = raw.splitlines()
lines = lines[lines.index("questions:"):]
for line in lines:
    m = re.match(r"\s*# ([+-]) (\S+): (.+)$", line)
    if m:
        sign, f, quote = m.groups()
        if f not in cache: cache[f] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[f]:
            fails += 1; print(f"MISSING {sign} {f}: {quote}")
        pending.append((sign, owners[f]))
        continue
    if re.match(r"\s*- \{q:", line):
        q = data["questions"][qi]; qi += 1
        plus = {o for s, o in pending if s == "+"}
        minus = {o for s, o in pending if s == "-"}
        if pending:
            ev_people = (plus, minus)
        plus, minus = ev_people
        pending = []
        g = set(q["gold"])
        if not g <= plus:
            fails += 1; print("gold without + evidence:", q["q"], g - plus)
        if plus - g:
            fails += 1; print("+ evidence for non-gold:", q["q"], plus - g)
        if minus & g:
            fails += 1; print("- line names gold member (ok only if same person, check):", q["q"], minus & g)
# intents: 4 per intent, same gold
by = {}
for q in data["questions"]:
    by.setdefault(q["intent"], []).append(q)
for k, qs in by.items():
    if len(qs) != 4 or len({tuple(sorted(q["gold"])) for q in qs}) != 1:
        fails += 1; print("intent inconsistent:", k)
allgold = {k for q in data["questions"] for k in q["gold"]}
if allgold != set(people):
    fails += 1; print("people never gold:", set(people) - allgold)
print(f"{n} evidence lines, {len(data['questions'])} questions, {len(by)} intents, failures: {fails}")
sys.exit(1 if fails else 0)
