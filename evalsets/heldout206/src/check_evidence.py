#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line of ../questions.yaml (set_b).

A quote must occur in its file's text, ignoring whitespace (and PDF bullets '•'):
  PDF  -> pdftotext (default and -layout; either passes)
  DOCX -> python-docx paragraphs and table cells
  JSON -> all string values (keys too)
  TXT  -> the file
  JPG  -> src/ning_peiyao_2026_page.txt (pdftotext of the page before it was photographed)
Also: every gold person has at least one '+' line from a file of theirs, every '+' file belongs
to a gold person of that question, every person is gold somewhere. Exit 1 on any failure.
Run with /work/blind/heldout205/src/.venv/bin/python (needs python-docx, pyyaml).
"""
import json, pathlib, re, subprocess, sys, unicodedata
import yaml

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
OWNERS = {
    "mariela_cifuentes_cv.pdf": "MC",
    "池远航_简历.pdf": "CY",
    "tabitha_molyneux_cv.docx": "TM",
    "lhartwell_resume.json": "LH",
    "甯佩瑶_简历_2022.txt": "NP",
    "IMG_20261103_091544.jpg": "NP",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)

def json_strings(o):
    if isinstance(o, dict):
        for k, v in o.items():
            yield k; yield from json_strings(v)
    elif isinstance(o, list):
        for v in o: yield from json_strings(v)
    elif isinstance(o, str):
        yield o

_cache = {}
def texts(fname):
    if fname in _cache: return _cache[fname]
    p = CVS / fname
    if not p.exists(): raise SystemExit(f"missing file {p}")
    out = []
    if p.suffix == ".pdf":
        for args in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *args, str(p), "-"], capture_output=True, text=True, check=True).stdout)
    elif p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells: parts.append(c.text)
        out.append("\n".join(parts))
    elif p.suffix == ".json":
        out.append("\n".join(json_strings(json.loads(p.read_text(encoding="utf-8")))))
    elif p.suffix in (".txt", ".md"):
        out.append(p.read_text(encoding="utf-8"))
    elif p.suffix == ".jpg":
        out.append((HERE / "ning_peiyao_2026_page.txt").read_text(encoding="utf-8"))
    _cache[fname] = [norm(t) for t in out]
    return _cache[fname]

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = data["people"]
    fails, n_ev, pending = [], 0, []
    qi = 0
    for ln, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s+(.*\S)\s*$", line)
        if m and m.group(2) in OWNERS:
            pending.append((ln, m.group(1), m.group(2), m.group(3)))
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = data["questions"][qi]; qi += 1
            gold = q["gold"]
            for g in gold:
                if g not in people: fails.append(f"L{ln}: unknown key {g}")
            have = set()
            for (eln, sign, f, quote) in pending:
                n_ev += 1
                if not any(norm(quote) in t for t in texts(f)):
                    fails.append(f"L{eln}: quote not found in {f}: {quote!r}")
                if sign == "+":
                    if OWNERS[f] not in gold:
                        fails.append(f"L{eln}: '+' file {f} belongs to {OWNERS[f]}, not gold {gold}")
                    have.add(OWNERS[f])
            for g in gold:
                if g not in have: fails.append(f"L{ln}: gold {g} has no '+' evidence ({q['q']})")
            pending = []
    if qi != len(data["questions"]): fails.append(f"parsed {qi} questions, yaml has {len(data['questions'])}")
    golds = {g for q in data["questions"] for g in q["gold"]}
    for k in people:
        if k not in golds: fails.append(f"person {k} is never gold")
    for f in fails: print("FAIL", f)
    print(f"{len(data['questions'])} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
