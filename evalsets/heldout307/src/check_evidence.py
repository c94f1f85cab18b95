#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml against its file's text.
Texts: pdftotext (default and -layout) for PDF, python-docx paragraphs + table cells for DOCX,
the file for .md/.txt (markdown ** and * markers dropped), and for the photo the saved pdftotext
of the page before it was photographed. Whitespace-insensitive, NFKC, dash variants unified.
Also checks every gold key has at least one '+' line and each person is gold somewhere."""
import re, sys, subprocess, unicodedata, pathlib, yaml
ROOT = pathlib.Path(__file__).resolve().parents[1]
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261104_183215.jpg": ROOT / "src/dorota/ruszczak_2026_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub(r"[\u2010\u2011\u2012\u2013\u2014\u2212]", "-", s)
    s = s.replace("*", "").replace("・", "·").replace("‧", "·")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text(encoding="utf-8")]
    if p.suffix == ".pdf":
        return [subprocess.run(["pdftotext"] + a + [str(p), "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return ["\n".join(parts)]
    return [p.read_text(encoding="utf-8")]

cache, fails, n = {}, 0, 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
lines = lines[lines.index("questions:") + 1:]
data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
people = data["people"]
# person key -> files that belong to them (to check '+' lines name a gold person's file)
owner = {"meera_kallarackal.pdf": "MK", "蒲晟昱_简历.pdf": "PS", "ruszczak_cv_2023.docx": "DR",
         "IMG_20261104_183215.jpg": "DR", "厉婉珂-注册事务.md": "LW", "贲晓彤_直播电商运营.txt": "BX"}
assert sorted(owner) == sorted(x.name for x in CVS.iterdir()), "owner map != cvs/"
pending, qi = [], 0
golds_seen = set()
for ln in lines:
    m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", ln)
    if m:
        pending.append(m.groups()); continue
    if re.match(r"\s*- \{q:", ln):
        q = data["questions"][qi]; qi += 1
        plus_owners = set()
        for sign, f, quote in pending:
            n += 1
            if f not in cache:
                cache[f] = [norm(t) for t in text_of(f)]
            if not any(norm(quote) in t for t in cache[f]):
                fails += 1; print(f"FAIL quote not found [{f}]: {quote}")
            if sign == "+":
                plus_owners.add(owner[f])
            elif owner[f] in q["gold"]:
                fails += 1; print(f"FAIL '-' line names gold person {owner[f]}: {q['q']}")
        for g in q["gold"]:
            golds_seen.add(g)
            if g not in plus_owners:
                fails += 1; print(f"FAIL no evidence for {g}: {q['q']}")
        for o in plus_owners - set(q["gold"]):
            fails += 1; print(f"FAIL '+' line for non-gold {o}: {q['q']}")
        pending = []
assert qi == len(data["questions"])
for k in people:
    if k not in golds_seen:
        fails += 1; print(f"FAIL {k} is never gold")
print(f"{n} evidence lines, {qi} questions, {fails} failures")
sys.exit(1 if fails else 0)
