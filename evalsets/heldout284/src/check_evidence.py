#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line in questions.yaml against the file's text.
Whitespace-insensitive (all whitespace removed), NFKC-normalised. Also checks that every gold key has
at least one '+' line and that every person is gold at least once. Exit 1 on any failure."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261114_093215.jpg": ROOT / "src/th/page_text.txt"}
OWNERS = {"tobias_wiklund.pdf": "TW", "yu_peilan.pdf": "YP", "裘向东_简历.docx": "QX",
          "oksana_melnychuk_cv.txt": "OM", "haoyu_tang_resume_2022.json": "TH",
          "IMG_20261114_093215.jpg": "TH"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("\u2011", "-").replace("•", "")
    return re.sub(r"\s+", "", s)


def json_strings(o):
    if isinstance(o, dict):
        for k, v in o.items():
            yield k
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o


def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    if p.suffix == ".json":
        raw = p.read_text(encoding="utf-8")
        return raw + "\n" + "\n".join(json_strings(json.loads(raw)))
    return p.read_text(encoding="utf-8")


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, fails, n, pending = {}, 0, 0, []
    gold_seen = set()
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if m:
            sign, fname, quote = m.groups()
            if fname not in OWNERS:
                continue
            n += 1
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
            if norm(quote) not in cache[fname]:
                print(f"FAIL line {i}: {fname}: {quote!r} not found")
                fails += 1
            pending.append((sign, OWNERS[fname], i))
            continue
        q = re.match(r"\s*-\s*\{q:\s*\"(.*?)\",\s*gold:\s*\[(.*?)\]", line)
        if q:
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            plus = {o for s, o, _ in pending if s == "+"}
            for g in gold:
                gold_seen.add(g)
                if g not in plus:
                    print(f"FAIL line {i}: gold {g} has no '+' evidence"); fails += 1
            for s, o, li in pending:
                if s == "+" and o not in gold:
                    print(f"FAIL line {li}: '+' evidence for non-gold {o}"); fails += 1
                if s == "-" and o in gold and not (q.group(1) and o in plus):
                    print(f"FAIL line {li}: '-' names gold {o}"); fails += 1
            pending = []
    missing = set(OWNERS.values()) - gold_seen
    if missing:
        print("FAIL: never gold:", missing); fails += 1
    print(f"{n} evidence lines checked, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
