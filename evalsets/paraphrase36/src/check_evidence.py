#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.

Text sources: pdftotext (raw and -layout) for PDF, python-docx paragraphs + table cells (and
header/footer) for DOCX, JSON string values for .json, the file for .md/.txt, and
src/henrik_aasgaard_page1.txt for the photographed page. Whitespace (incl. full-width) is ignored,
markdown */# markers are ignored, text is NFKC-normalised.
Also checks: every gold member has a '+' line in the block above its question, no '-' line is in
a file owned by a gold member of that block, all 4 questions of an intent share one gold.
Exit 1 on any failure. Run with the venv python (needs python-docx, PyYAML optional).
"""
import json, re, subprocess, sys, unicodedata
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261102_184455.jpg": ROOT / "src" / "henrik_aasgaard_page1.txt"}
OWNER = {
    "tao_yuxiang_cv.pdf": "TY", "ivo_marinov_resume.pdf": "IM", "窦雨晴_简历.docx": "DY",
    "yan_ziqian_zh.pdf": "YZ", "lu_xinghe_2022.txt": "LX", "鲁星河_简历_2026.md": "LX",
    "Folasade_Ogunbiyi_PM.docx": "FO", "shiyao_geng.resume.json": "GS",
    "IMG_20261102_184455.jpg": "HA",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("#", "")
    return re.sub(r"\s+", "", s)


def json_strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)


def texts(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text(encoding="utf-8")]
    if name.endswith(".pdf"):
        return [subprocess.run(["pdftotext"] + a + [str(p), "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"])]
    if name.endswith(".docx"):
        from docx import Document
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return ["\n".join(parts)]
    if name.endswith(".json"):
        return ["\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))]
    return [p.read_text(encoding="utf-8")]


def main():
    fails = []
    cache = {}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    block = []
    intents = defaultdict(set)
    nq = nev = 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.\w+):\s+(.*\S)\s*$", line)
        if m:
            sign, f, quote = m.groups()
            nev += 1
            if f not in OWNER:
                fails.append(f"line {i}: unknown file {f}")
                continue
            if f not in cache:
                cache[f] = [norm(t) for t in texts(f)]
            if not any(norm(quote) in t for t in cache[f]):
                fails.append(f"line {i}: quote not found in {f}: {quote}")
            block.append((sign, f, i))
            continue
        m = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\].*?intent:\s*([\w-]+)\}", line)
        if m:
            nq += 1
            q, gold, intent = m.groups()
            gold = [g.strip() for g in gold.split(",") if g.strip()]
            intents[intent].add(tuple(sorted(gold)))
            plus_owners = {OWNER[f] for s, f, _ in block if s == "+" and f in OWNER}
            for g in gold:
                if g not in plus_owners:
                    fails.append(f"line {i}: gold {g} has no + evidence above: {q}")
            for s, f, j in block:
                if s == "-" and OWNER.get(f) in gold:
                    fails.append(f"line {j}: '-' line in a gold member's file ({f})")
                if s == "+" and OWNER.get(f) not in gold:
                    fails.append(f"line {j}: '+' line for a non-gold person ({f})")
            continue
        if line.strip() == "" or (line.strip().startswith("# ====")):
            if line.strip().startswith("# ===="):
                block = []
    for intent, golds in intents.items():
        if len(golds) != 1:
            fails.append(f"intent {intent} has differing golds: {golds}")
    cnt = defaultdict(int)
    for line in lines:
        m = re.search(r"intent:\s*([\w-]+)\}", line)
        if m:
            cnt[m.group(1)] += 1
    for k, v in cnt.items():
        if v != 4:
            fails.append(f"intent {k} has {v} questions")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions, {len(intents)} intents, {nev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
