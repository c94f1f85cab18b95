#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in questions.yaml against its file's text.

Text: pdftotext (PDF); python-docx paragraphs + table cells + header/footer (DOCX); JSON string
values (JSON); the file itself with ** / * markers removed (md/txt); for the photo .jpg, the
page text kept in src/lauri_makinen/lauri_makinen_page1.txt. Matching ignores all whitespace
and applies NFKC (curly quotes read as straight ones). Also checks: every gold member of every question has a '+' line in that
question's block, '-' lines' files do not belong to a gold member, and every intent has 4
questions with one gold. Exit 1 on any failure.
"""
import json, os, re, subprocess, sys, unicodedata
from collections import defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_093512.jpg": os.path.join(HERE, "lauri_makinen", "lauri_makinen_page1.txt")}
OWNER = {
    "fan_yuheng_cv.pdf": "FY", "moira_pendlebury_cv.pdf": "MP", "tong_jiayu_cv_2026.pdf": "TJ",
    "佟嘉屿_简历_2022.txt": "TJ", "payments_pm_cv.docx": "SK", "冉卓航-固件-简历.docx": "RZ",
    "ishaan_vora.md": "IV", "IMG_20261104_093512.jpg": "LM", "庞子骁_resume.json": "PZ",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", "", s)

def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.extend(c.text for c in r.cells)
        for s in d.sections:
            parts.extend(p.text for p in s.header.paragraphs)
            parts.extend(p.text for p in s.footer.paragraphs)
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(o):
            if isinstance(o, str): out.append(o)
            elif isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
        walk(json.load(open(path, encoding="utf-8")))
        return "\n".join(out)
    return open(path, encoding="utf-8").read().replace("**", "").replace("*", "")

def main():
    fails = 0
    cache = {}
    missing_owner = set(OWNER) ^ set(os.listdir(CVS))
    if missing_owner:
        print("FAIL owner map vs cvs/:", missing_owner); fails += 1
    pending = []   # evidence lines since the last question
    intents = defaultdict(list)
    nq = nlines = 0
    started = False
    for ln, line in enumerate(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if m:
            sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            nlines += 1
            if fname not in OWNER:
                print(f"FAIL line {ln}: unknown file {fname}"); fails += 1; continue
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
            if norm(quote) not in cache[fname]:
                print(f"FAIL line {ln}: quote not in {fname}: {quote}"); fails += 1
            pending.append((sign, fname, ln))
            continue
        q = re.match(r"\s*-\s*\{q:.*gold:\s*\[([^\]]*)\].*intent:\s*([\w-]+)", line)
        if q:
            nq += 1
            gold = [g.strip() for g in q.group(1).split(",") if g.strip()]
            intents[q.group(2)].append(tuple(sorted(gold)))
            if pending:  # evidence applies to the whole intent block
                block = pending
                pending_block[:] = block
                pending.clear()
            block = pending_block
            plus = {OWNER[f] for s, f, _ in block if s == "+"}
            for g in gold:
                if g not in plus:
                    print(f"FAIL line {ln}: gold {g} has no '+' evidence"); fails += 1
            for s, f, l2 in block:
                if s == "-" and OWNER[f] in gold:
                    print(f"FAIL line {l2}: '-' line names gold member {OWNER[f]}"); fails += 1
                if s == "+" and OWNER[f] not in gold:
                    print(f"FAIL line {l2}: '+' line for non-gold {OWNER[f]}"); fails += 1
    for k, gs in intents.items():
        if len(gs) != 4 or len(set(gs)) != 1:
            print(f"FAIL intent {k}: {len(gs)} questions, golds {set(gs)}"); fails += 1
    print(f"{nq} questions, {len(intents)} intents, {nlines} evidence lines, {fails} failures")
    return 1 if fails else 0

pending_block = []
if __name__ == "__main__":
    sys.exit(main())
