#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC), that every gold person has evidence, and that every person
is gold somewhere. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml  # PyYAML
import docx

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
OWNER = {"解亦舟_简历_2026.pdf": "XY", "解亦舟_简历_2021_拍照.jpg": "XY",
         "meenakshi_venkatram_cv.pdf": "MV", "tarek_haddadin.resume.json": "TH",
         "闻雅岚-临床数据管理.md": "WY", "Ilkka_Haapaniemi_CV.docx": "IH"}
PHOTO_TEXT = {"解亦舟_简历_2021_拍照.jpg": SRC / "xie_yizhou_2021_photo_page.txt"}

def json_strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o

def file_text(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    text = p.read_text(encoding="utf-8")
    if p.suffix == ".md":
        text = text.replace("**", "")
    return text

def norm(s):
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", s))

def main():
    qpath = ROOT / "questions.yaml"
    data = yaml.safe_load(qpath.read_text(encoding="utf-8"))
    keys = set(data["people"])
    lines = qpath.read_text(encoding="utf-8").splitlines()
    cache, fails, pending, nq = {}, [], [], 0
    gold_somewhere = set()
    ev_re = re.compile(r"^\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$")
    start = lines.index("questions:")
    for ln, line in enumerate(lines, 1):
        if ln <= start:
            continue
        m = ev_re.match(line)
        if m:
            sign, fname, quote = m.groups()
            try:
                if fname not in cache:
                    cache[fname] = norm(file_text(fname))
            except FileNotFoundError:
                fails.append(f"line {ln}: no such file {fname}")
                continue
            if norm(quote) not in cache[fname]:
                fails.append(f"line {ln}: quote not found in {fname}: {quote}")
            pending.append((sign, fname))
            continue
        if line.strip().startswith("- {q:"):
            q = yaml.safe_load(line.strip()[2:])
            nq += 1
            gold = set(q["gold"])
            bad = gold - keys
            if bad:
                fails.append(f"line {ln}: unknown gold keys {bad}")
            gold_somewhere |= gold
            plus = {OWNER[fn] for s, fn in pending if s == "+" and fn in OWNER}
            minus = {OWNER[fn] for s, fn in pending if s == "-" and fn in OWNER}
            if gold - plus:
                fails.append(f"line {ln}: gold without + evidence {gold - plus}: {q['q']}")
            if plus - gold:
                fails.append(f"line {ln}: + evidence for non-gold {plus - gold}: {q['q']}")
            if minus & gold:
                fails.append(f"line {ln}: - trap names a gold person {minus & gold}: {q['q']}")
            if not gold and "empty-gold" not in q.get("tags", []):
                fails.append(f"line {ln}: empty gold without empty-gold tag")
            pending = []
    missing = keys - gold_somewhere
    if missing:
        fails.append(f"people never gold: {missing}")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
