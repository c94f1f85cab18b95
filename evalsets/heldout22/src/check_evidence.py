#!/usr/bin/env python3
"""Self-check for heldout22/questions.yaml.

- every "# + file: quote" / "# - file: quote" quote occurs verbatim in the file's text
  (whitespace-insensitive, NFKC, markdown ** / # markers and PDF bullets ignored);
- every gold person has at least one "+" line from one of their own files;
- "-" lines from a gold person's own file are reported as notes (in-person traps);
- question count, empty-gold count and language split are printed.
Text: pdftotext for PDFs, python-docx paragraphs + table cells for DOCX, raw for .md/.txt.
"""
import os, re, subprocess, sys, unicodedata
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
OWNERS = {
    "Jessica_Lam_CV.md": "JL",
    "Marco_Bianchi_Resume.docx": "MB",
    "付振东_简历.pdf": "FZ",
    "吕志刚-运维负责人.txt": "LZ",
    "Linxi_Kong_CV.pdf": "KL",
    "孔琳曦_简历_中文.txt": "KL",
}

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("#", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    assert set(OWNERS) == set(os.listdir(CVS)), (set(OWNERS) ^ set(os.listdir(CVS)))
    texts = {fn: norm(text_of(fn)) for fn in OWNERS}
    lines = open(qpath, encoding="utf-8").read().splitlines()
    lines = lines[lines.index("questions:") + 1:]   # header gold rules are not evidence
    fails = 0
    pending = []
    qi = 0
    qs = data["questions"]
    gold_seen = set()
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", ln)
        if m:
            pending.append((m.group(1), m.group(2).strip(), m.group(3).strip()))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = qs[qi]; qi += 1
            gold = set(q["gold"])
            gold_seen |= gold
            plus_owners = set()
            for sign, fn, quote in pending:
                if fn not in texts:
                    print(f"FAIL unknown file {fn!r} ({q['q']})"); fails += 1; continue
                if norm(quote) not in texts[fn]:
                    print(f"FAIL quote not in {fn}: {quote!r} ({q['q']})"); fails += 1
                if sign == "+":
                    if OWNERS[fn] not in gold:
                        print(f"FAIL + line from non-gold {OWNERS[fn]} ({q['q']})"); fails += 1
                    plus_owners.add(OWNERS[fn])
                elif OWNERS[fn] in gold:
                    print(f"note: - line from gold person {OWNERS[fn]} ({q['q']}): {quote}")
            for g in gold - plus_owners:
                print(f"FAIL gold {g} without + evidence ({q['q']})"); fails += 1
            pending = []
    assert qi == len(qs), (qi, len(qs))
    people = set(data["people"])
    for p in people - gold_seen:
        print(f"FAIL {p} never gold"); fails += 1
    zh = sum(1 for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"]))
    empty = sum(1 for q in qs if not q["gold"])
    sizes = {}
    for q in qs:
        sizes[len(q["gold"])] = sizes.get(len(q["gold"]), 0) + 1
    print(f"{len(qs)} questions, {zh} Chinese, {len(qs)-zh} English, {empty} empty-gold, gold sizes {dict(sorted(sizes.items()))}")
    print("FAILURES:", fails)
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
