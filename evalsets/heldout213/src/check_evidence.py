"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its CV file.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), JSON string values (.json), the file (.txt),
src/<stem>.txt for a photo (.jpg). Matching ignores all whitespace and applies NFKC.
Also checks that every gold member has a '+' line, that '-' lines are not the only evidence, and that every
person is gold somewhere. Exit 1 on any failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")


def norm(s):
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", s))


def json_strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)


def text_of(fn):
    p = os.path.join(CVS, fn)
    ext = fn.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if ext == "docx":
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if ext == "json":
        return "\n".join(json_strings(json.load(open(p, encoding="utf-8"))))
    if ext in ("txt", "md"):
        return open(p, encoding="utf-8").read()
    if ext in ("jpg", "jpeg", "png"):
        return open(os.path.join(HERE, fn.rsplit(".", 1)[0] + ".txt"), encoding="utf-8").read()
    raise ValueError(fn)


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    files = set(os.listdir(CVS))
    cache, fails, pending, qi = {}, 0, [], 0
    gold_seen = set()
    started = False
    for ln, line in enumerate(lines, 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m:
            sign, fn, quote = m.groups()
            if fn not in files:
                print(f"L{ln}: unknown file {fn}"); fails += 1; continue
            if fn not in cache:
                cache[fn] = norm(text_of(fn))
            if norm(quote) not in cache[fn]:
                print(f"L{ln}: NOT FOUND in {fn}: {quote}"); fails += 1
            pending.append((sign, fn))
            continue
        if re.match(r"\s*- \{q:", line):
            q = data["questions"][qi]; qi += 1
            gold = q["gold"] or []
            gold_seen.update(gold)
            plus = [fn for s, fn in pending if s == "+"]
            if gold and not plus:
                print(f"L{ln}: gold {gold} without '+' evidence"); fails += 1
            if not gold and plus:
                print(f"L{ln}: empty gold but '+' evidence"); fails += 1
            if not pending:
                print(f"L{ln}: no evidence at all"); fails += 1
            pending = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    for k in data["people"]:
        if k not in gold_seen:
            print(f"person {k} is never gold"); fails += 1
    for q in data["questions"]:
        for g in q["gold"] or []:
            if g not in data["people"]:
                print(f"unknown key {g}"); fails += 1
    print(f"{qi} questions, {len(cache)} files read, failures: {fails}")
    sys.exit(1 if fails else 0)


main()
