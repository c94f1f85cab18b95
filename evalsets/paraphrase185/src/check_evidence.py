"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive), and basic consistency of the question list."""
import json, re, subprocess, sys
from collections import defaultdict
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20210317_142209.jpg": ROOT / "src" / "photo_page_text.txt"}


def text_of(name):
    f = CVS / name
    if not f.exists():
        sys.exit(f"missing file {name}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if f.suffix == ".docx":
        d = Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return f.read_text(encoding="utf-8")


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if not m or not (CVS / m.group(2)).exists() and m.group(2) not in PHOTO_TEXT:
            if m and ("." in m.group(2)):
                print("UNKNOWN FILE:", m.group(2)); bad += 1
            continue
        sign, fname, quote = m.groups()
        n += 1
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            print(f"NOT FOUND [{sign}] {fname}: {quote}")
            bad += 1
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    people = set(data["people"])
    by_intent = defaultdict(list)
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in people:
                print("unknown key", g, q["q"]); bad += 1
        by_intent[q["intent"]].append(q)
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
        if ("empty-gold" in qs[0]["tags"]) != (not qs[0]["gold"]):
            print("empty-gold tag mismatch", it); bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    if people - used:
        print("never gold:", people - used); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
