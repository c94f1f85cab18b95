#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line of ../questions.yaml against the file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; JSON: all string values; TXT: the file;
JPG: src/<page>.txt (pdftotext of the page before it was photographed). Whitespace-insensitive.
Also checks: every gold member has a '+' line, every person is gold somewhere, keys are known."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20261102_183407.jpg": SRC / "chenxi_you_2026_page.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(p)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    suf = p.suffix.lower()
    if suf == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if suf == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if suf == ".json":
        out = []
        def walk(o):
            if isinstance(o, dict): [walk(v) for v in o.values()]
            elif isinstance(o, list): [walk(v) for v in o]
            elif isinstance(o, str): out.append(o)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    return p.read_text(encoding="utf-8")

def main():
    import yaml
    qy = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(qy)
    people = data["people"]
    cache, fails, n = {}, 0, 0
    pending = []   # evidence lines waiting for their question
    owners = {}    # file -> person keys, from the '+' lines
    gold_seen = set()
    for line in qy.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if m and m.group(2) in {p.name for p in CVS.iterdir()}:
            sign, f, quote = m.groups()
            n += 1
            if f not in cache:
                cache[f] = norm(text_of(f))
            if norm(quote) not in cache[f]:
                print(f"FAIL quote not found: {f}: {quote}"); fails += 1
            pending.append((sign, f))
            continue
        q = re.match(r"\s*-\s*\{q:", line)
        if q:
            item = yaml.safe_load(line.strip()[2:])
            gold = item["gold"]
            for g in gold:
                if g not in people:
                    print("FAIL unknown key", g); fails += 1
            gold_seen |= set(gold)
            if gold and not any(s == "+" for s, _ in pending):
                print("FAIL no + evidence:", item["q"]); fails += 1
            if not gold and any(s == "+" for s, _ in pending):
                print("FAIL + evidence on empty-gold question:", item["q"]); fails += 1
            if ("empty-gold" in item["tags"]) != (not gold):
                print("FAIL empty-gold tag mismatch:", item["q"]); fails += 1
            pending = []
    missing = set(people) - gold_seen
    if missing:
        print("FAIL never gold:", missing); fails += 1
    nq = len(data["questions"])
    print(f"{n} evidence lines, {nq} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
