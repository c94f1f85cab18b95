#!/usr/bin/env python3
"""Self-check for heldout168: every '+'/'-' evidence quote in questions.yaml must occur in its
file's text (whitespace-insensitive, NFKC, PDF bullets ignored); every gold person must have at
least one '+' line from one of their own files; question count / empty-gold sanity."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNERS = {
    "Kavya_Sundaresan_CV.pdf": "KS",
    "叶知秋_简历.pdf": "YZQ",
    "白露晞_ESG分析师_简历.docx": "BLX",
    "ibrahim_sesay_resume.json": "IS",
    "秦远岫_简历_2021.txt": "QYX",
    "IMG_20261102_091544.jpg": "QYX",
}
PHOTO_TEXT = {"IMG_20261102_091544.jpg": ROOT / "src" / "qin_yuanxiu_2026_page.txt"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"[\s•]+", "", s)


def texts(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text(encoding="utf-8")]
    if p.suffix == ".pdf":
        out = []
        for mode in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *mode, str(p), "-"], capture_output=True, text=True, check=True).stdout)
        return out
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return ["\n".join(parts)]
    if p.suffix == ".json":
        vals = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            elif isinstance(o, str):
                vals.append(o)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return ["\n".join(vals)]
    return [p.read_text(encoding="utf-8")]


def main():
    import yaml
    qfile = ROOT / "questions.yaml"
    data = yaml.safe_load(qfile.read_text(encoding="utf-8"))
    people = data["people"]
    cache, fails, pending = {}, [], []
    checked = 0
    qi = 0
    in_q = False
    for ln, line in enumerate(qfile.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("questions:"):
            in_q = True
        if not in_q:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m:
            sign, fname, quote = m.groups()
            if fname not in OWNERS:
                fails.append(f"line {ln}: unknown file {fname}")
                continue
            if fname not in cache:
                cache[fname] = [norm(t) for t in texts(fname)]
            checked += 1
            if not any(norm(quote) in t for t in cache[fname]):
                fails.append(f"line {ln}: quote not found in {fname}: {quote}")
            pending.append((sign, fname))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = data["questions"][qi]; qi += 1
            plus_owners = {OWNERS[f] for s, f in pending if s == "+"}
            for g in q["gold"]:
                if g not in people:
                    fails.append(f"line {ln}: gold key {g} not in people")
                if g not in plus_owners:
                    fails.append(f"line {ln}: gold {g} has no '+' evidence: {q['q']}")
            for o in plus_owners - set(q["gold"]):
                fails.append(f"line {ln}: '+' evidence for non-gold {o}: {q['q']}")
            pending = []
    if qi != len(data["questions"]):
        fails.append(f"parsed {qi} questions, yaml has {len(data['questions'])}")
    golds = set(g for q in data["questions"] for g in q["gold"])
    for k in people:
        if k not in golds:
            fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    n = len(data["questions"])
    empty = sum(1 for q in data["questions"] if not q["gold"])
    zh = sum(1 for q in data["questions"] if re.search(r"[\u4e00-\u9fff]", q["q"]))
    print(f"{checked} quotes checked, {len(fails)} failures; {n} questions ({zh} zh, {n - zh} en), {empty} empty-gold")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
