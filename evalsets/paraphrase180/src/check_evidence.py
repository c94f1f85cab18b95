#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive) in that file's text, and that intents are consistent."""
import json, re, subprocess, sys, collections
from pathlib import Path
import yaml
ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_葛澜汀简历.jpg": ROOT / "src" / "ge_lanting_page_text.txt"}

def text_of(name):
    f = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text()
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True).stdout
    if f.suffix == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    t = f.read_text()
    if f.suffix == ".md":
        t = t.replace("**", "")
    return t

def norm(s):
    return re.sub(r"\s+", "", s.replace("•", ""))

def main():
    lines = (ROOT / "questions.yaml").read_text().splitlines()
    cache, bad, n = {}, 0, 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s(.*)$", ln)
        if not m or not (CVS / m.group(2)).exists():
            if m and m.group(2).endswith((".pdf", ".docx", ".md", ".txt", ".json", ".jpg")):
                print(f"line {i}: missing file {m.group(2)}"); bad += 1
            continue
        n += 1
        name, quote = m.group(2), m.group(3)
        if name not in cache:
            cache[name] = norm(text_of(name))
        if norm(quote) not in cache[name]:
            print(f"line {i}: NOT FOUND in {name}: {quote}"); bad += 1
    d = yaml.safe_load((ROOT / "questions.yaml").read_text())
    golds = collections.defaultdict(set); counts = collections.Counter()
    for q in d["questions"]:
        golds[q["intent"]].add(tuple(sorted(q["gold"]))); counts[q["intent"]] += 1
        for k in q["gold"]:
            if k not in d["people"]:
                print("unknown key", k, q["q"]); bad += 1
    for it, g in golds.items():
        if len(g) != 1 or counts[it] != 4:
            print("intent inconsistent:", it, g, counts[it]); bad += 1
    used = set().union(*[set(next(iter(g))) for g in golds.values()])
    for k in d["people"]:
        if k not in used:
            print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(golds)} intents, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
