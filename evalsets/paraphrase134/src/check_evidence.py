#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' comment in questions.yaml occurs in
that file's text (whitespace-insensitive). Also checks the intent structure (4 per intent, same gold)."""
import json, re, subprocess, sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_214517.jpg": ROOT / "src" / "qu_tangxi_page.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        raw = p.read_text(encoding="utf-8")
        vals = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            else:
                vals.append(str(o))
        walk(json.loads(raw))
        return raw + "\n" + "\n".join(vals)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def main():
    cache, bad, n = {}, 0, 0
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not (CVS / fname).exists():
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    # structure
    import yaml
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    intents = defaultdict(list)
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
        intents[q["intent"]].append(q)
    for name, qs in intents.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", name, len(qs), golds); bad += 1
    covered = {g for q in data["questions"] for g in q["gold"]}
    if covered != keys:
        print("people never gold:", keys - covered); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(intents)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
