#!/usr/bin/env python3
"""Self-check for questions.yaml: every '# + file: quote' / '# - file: quote' evidence comment
must occur verbatim (whitespace-insensitive) in the text of its file; every question has 4
phrasings per intent with identical gold; every gold key is a known person; every person is
gold somewhere."""
import re, subprocess, sys, json, collections
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
SRC = ROOT / "src"
PHOTO_TEXT = {"IMG_20260311_184502.jpg": SRC / "feng_keyi_page1.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if not p.exists():
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
    elif p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    import yaml
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    bad = 0; n = 0
    for ln, line in enumerate(raw.splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.*)$", line)
        if not m:
            continue
        fname, quote = m.group(2).strip(), m.group(3).strip()
        if not (CVS / fname).exists():
            bad += 1; print(f"line {ln}: unknown file {fname}"); continue
        n += 1
        if norm(quote) not in text_of(fname):
            bad += 1
            print(f"line {ln}: NOT FOUND in {fname}: {quote}")
    data = yaml.safe_load(raw)
    people = data["people"]
    by_intent = collections.defaultdict(list)
    used = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                bad += 1; print("unknown key", k, q["q"])
            used.add(k)
        by_intent[q["intent"]].append(q)
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            bad += 1; print("intent problem", it, len(qs), golds)
    for k in people:
        if k not in used:
            bad += 1; print("person never gold", k)
    print(f"{n} evidence quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, problems: {bad}")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
