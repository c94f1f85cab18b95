"""Checks that every '+'/'-' evidence quote in questions.yaml occurs (whitespace-insensitive)
in the text of its CV file. Also checks intent consistency (4 phrasings, same gold)."""
import json, re, subprocess, sys
from collections import defaultdict
from pathlib import Path

import yaml
import docx

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "mao_yalin_page1.txt"}


def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True).stdout
        return a + "\n" + b
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    raw = p.read_text(encoding="utf-8")
    if p.suffix == ".json":
        json.loads(raw)
    return raw


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for ln, line in enumerate(lines, 1):
        if ln <= start:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
        if not m:
            continue
        fname, quote = m.group(2), m.group(3)
        if not (CVS / fname).exists():
            print(f"line {ln}: missing file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {ln}: NOT FOUND in {fname}: {quote}"); bad += 1
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    by_intent = defaultdict(list)
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    if keys - used:
        print("never gold:", keys - used); bad += 1
    print(f"{n} quotes checked, {len(by_intent)} intents, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
