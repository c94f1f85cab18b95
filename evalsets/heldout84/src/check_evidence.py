#!/usr/bin/env python3
"""Self-check for heldout84: every '+'/'-' evidence quote in questions.yaml must occur in the text
of its file (whitespace-insensitive, NFKC). Also checks: each gold person has a '+' line from one
of their own files, '+' lines only cite gold people's files, '-' lines never cite a gold person's
file without a note (a '-' line may cite a gold person's own file for a trap inside it, e.g. a
non-employer next to the real employer), every person is gold somewhere. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "解明曦_简历_2026.pdf": "XMX", "xie_mingxi_resume_2022.docx": "XMX",
    "Bronwen_Teague_CV.pdf": "BT", "mu_haoqian_resume.txt": "MHQ",
    "nneka_okereke.md": "NO", "IMG_20261103_184512.jpg": "KZQ",
}
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "IMG_20261103_184512.page.txt")}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        assert os.path.exists(p), p
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    t = open(p, encoding="utf-8").read()
    if fn.endswith(".md"):
        t = re.sub(r"[*#|`]", "", t)
    return t

texts = {fn: norm(text_of(fn)) for fn in OWNERS}
assert sorted(OWNERS) == sorted(os.listdir(CVS)), ("cvs/ and OWNERS differ", sorted(os.listdir(CVS)))

lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
fails, pending, nq, gold_seen = [], [], 0, set()
people = set()
in_people = False
in_questions = False
for ln in lines:
    if ln.startswith("questions:"):
        in_questions = True; continue
    if ln.startswith("people:"):
        in_people = True; continue
    if in_people:
        m = re.match(r"\s+(\w+):\s*\[", ln)
        if m: people.add(m.group(1)); continue
        in_people = False
    m = re.match(r"\s*# ([+-]) ([^:]+): (.*)$", ln)
    if m and in_questions:
        pending.append(m.groups()); continue
    m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\]\}', ln)
    if m:
        nq += 1
        q, gold = m.group(1), [g.strip() for g in m.group(2).split(",") if g.strip()]
        gold_seen |= set(gold)
        for g in gold:
            if g not in people: fails.append(f"Q{nq} unknown key {g}")
        plus_owners = set()
        for sign, fn, quote in pending:
            fn = fn.strip()
            if fn not in OWNERS:
                fails.append(f"Q{nq} unknown file {fn}"); continue
            if norm(quote) not in texts[fn]:
                fails.append(f"Q{nq} quote not found in {fn}: {quote}")
            if sign == "+":
                if OWNERS[fn] not in gold: fails.append(f"Q{nq} + line cites non-gold {fn}")
                plus_owners.add(OWNERS[fn])
            elif OWNERS[fn] in gold:
                print(f"note: Q{nq} '-' line cites a gold person's file ({fn}): {quote}")
        for g in gold:
            if g not in plus_owners: fails.append(f"Q{nq} gold {g} has no + evidence")
        tags = [t.strip() for t in m.group(3).split(",")]
        if not gold and "empty-gold" not in tags: fails.append(f"Q{nq} empty gold without tag")
        if gold and "empty-gold" in tags: fails.append(f"Q{nq} empty-gold tag with gold")
        pending = []
        continue
if pending: fails.append("evidence lines after the last question")
for p in people - gold_seen: fails.append(f"person {p} is never gold")
print(f"{nq} questions, {len(people)} people")
for f in fails: print("FAIL", f)
print("OK" if not fails else f"{len(fails)} failures")
sys.exit(1 if fails else 0)
