#!/usr/bin/env python3
"""Self-check for heldout154/questions.yaml.

Every "# + file: quote" / "# - file: quote" comment must occur (whitespace-insensitive, NFKC)
in the text of that file:
  PDF  -> pdftotext (reading order) ; also pdftotext -layout as a fallback
  DOCX -> python-docx body paragraphs + table cells
  JSON -> all string values
  TXT  -> the file itself
  JPG  -> the page text kept in src/ (text of the page before it became a photo)
Also: every gold person has >=1 "+" line from one of their own files; "+" lines come from gold
people's files only; "-" lines never come from a gold person's files; every person is gold
somewhere; tags are from the allowed list. Exit 1 on any failure.
"""
import json, os, re, subprocess, sys, unicodedata
import yaml  # noqa  (PyYAML, if present)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "dragos_voinescu.pdf": "DV",
    "邬晴川_用户研究.pdf": "WQ",
    "喻知禾_简历.docx": "YZ",
    "sipho_maseko.resume.json": "SM",
    "roisin_fitzgerald_cv_2021.txt": "RF",
    "IMG_20261103_184212.jpg": "RF",
}
PHOTO_TEXT = {"IMG_20261103_184212.jpg": os.path.join(HERE, "nu", "roisin_fitzgerald_2026_page_text.txt")}
TAGS = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier",
        "title", "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}


def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = t.replace("\u2019", "'").replace("\u2018", "'")
    return re.sub(r"\s+", "", t)


def texts(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return [open(PHOTO_TEXT[fn], encoding="utf-8").read()]
    if fn.endswith(".pdf"):
        return [subprocess.run(["pdftotext", *a, path, "-"], capture_output=True, text=True, check=True).stdout
                for a in ([], ["-layout"])]
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return ["\n".join(parts)]
    if fn.endswith(".json"):
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
        walk(json.load(open(path, encoding="utf-8")))
        return ["\n".join(out)]
    return [open(path, encoding="utf-8").read()]


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    cache, fails, pending, nq = {}, [], [], 0
    gold_seen = set()
    ev = re.compile(r"^\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|json|txt|jpg)):\s(.*)$")
    qline = re.compile(r"^\s*-\s*\{q:")
    for i, ln in enumerate(lines, 1):
        m = ev.match(ln)
        if m:
            pending.append((i, m.group(1), m.group(2), m.group(3).strip()))
            continue
        if qline.match(ln):
            q = yaml.safe_load(ln.strip()[2:])
            nq += 1
            gold = q["gold"]
            gold_seen |= set(gold)
            bad_tags = set(q["tags"]) - TAGS
            if bad_tags:
                fails.append(f"line {i}: unknown tags {bad_tags}")
            if ("empty-gold" in q["tags"]) != (len(gold) == 0):
                fails.append(f"line {i}: empty-gold tag mismatch")
            for g in gold:
                if g not in people:
                    fails.append(f"line {i}: unknown gold key {g}")
            plus_owners = set()
            for (j, sign, fn, quote) in pending:
                if fn not in OWNERS:
                    fails.append(f"line {j}: unknown file {fn}")
                    continue
                if fn not in cache:
                    cache[fn] = [norm(t) for t in texts(fn)]
                if not any(norm(quote) in t for t in cache[fn]):
                    fails.append(f"line {j}: quote not found in {fn}: {quote}")
                owner = OWNERS[fn]
                if sign == "+":
                    plus_owners.add(owner)
                    if owner not in gold:
                        fails.append(f"line {j}: '+' evidence from non-gold {owner}")
                elif owner in gold:
                    fails.append(f"line {j}: '-' trap from gold person {owner}")
            for g in gold:
                if g not in plus_owners:
                    fails.append(f"line {i}: gold {g} has no '+' evidence")
            pending = []
    for p in sorted(people - gold_seen):
        fails.append(f"person {p} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{nq} questions checked, {len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
