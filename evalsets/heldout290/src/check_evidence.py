#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' in questions.yaml against the file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; JSON: all string values; MD/TXT: the
file (** markers dropped); the photo: src/shao_yuchen_en_2023_page.txt. Whitespace is ignored, NFKC
and hyphen/dash variants are normalised. Also checks: every gold person has a '+' line from one of
their own files, no '-' line is from a gold person's file, and every person is gold somewhere."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {
    "rowan_petrakis.pdf": "RP",
    "shao_yuchen_zh.pdf": "SY",
    "IMG_20230314_181522.jpg": "SY",
    "钱知乔_供应链计划.md": "QZ",
    "Noelani_Fairbanks_Revenue.docx": "NF",
    "zhixin_yuan_resume.json": "YZ",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub(r"[\u2010\u2011\u2012\u00ad]", "-", s)
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, str): out.append(o)
            elif isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    if name.endswith(".jpg"):
        return (ROOT / "src" / "shao_yuchen_en_2023_page.txt").read_text(encoding="utf-8")
    return p.read_text(encoding="utf-8")

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    texts = {f: norm(text_of(f)) for f in OWNER}
    fails = 0
    pending = []  # evidence lines above the next question
    qi = 0
    gold_seen = set()
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s+(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            if f not in texts:
                print(f"FAIL unknown file {f}: {ln}"); fails += 1; continue
            if norm(quote) not in texts[f]:
                print(f"FAIL quote not found in {f}: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"]); gold_seen |= gold
            plus = {OWNER[f] for s, f in pending if s == "+"}
            minus = {OWNER[f] for s, f in pending if s == "-"}
            for g in gold - plus:
                print(f"FAIL no + evidence for {g} in: {q['q']}"); fails += 1
            for g in plus - gold:
                print(f"FAIL + evidence for non-gold {g} in: {q['q']}"); fails += 1
            for g in minus & gold:
                print(f"FAIL - trap from gold person {g} in: {q['q']}"); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print(f"FAIL parsed {qi} questions, yaml has {len(data['questions'])}"); fails += 1
    for k in data["people"]:
        if k not in gold_seen:
            print(f"FAIL {k} is never gold"); fails += 1
    print(f"{qi} questions checked, {fails} failure(s)")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
