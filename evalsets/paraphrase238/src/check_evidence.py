#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in questions.yaml occurs verbatim
(whitespace-insensitive) in the text of the named CV file; also sanity-check the question list."""
import json, re, subprocess, sys, collections
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"袁哲翰_简历_2019.jpg": ROOT / "src" / "yuan_zhehan_2019_page.txt"}


def docx_text(path):
    from docx import Document
    d = Document(str(path))
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for c in row.cells:
                parts.append(c.text)
    return "\n".join(parts)


def file_text(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        return docx_text(p)
    t = p.read_text(encoding="utf-8")
    if p.suffix == ".md":
        t = t.replace("*", "").replace("#", "")
    return t


def norm(s):
    return re.sub(r"\s+", "", s.replace("•", ""))


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s+(.*)$", line)
        if not m:
            continue
        _, fname, quote = m.groups()
        if not (CVS / fname).exists():
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(file_text(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    # question structure
    import yaml
    y = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    people = set(y["people"])
    byint = collections.defaultdict(list)
    for q in y["questions"]:
        byint[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                print("unknown key", g, q["q"]); bad += 1
    for k, qs in byint.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        zh = sum(bool(re.search(r"[\u4e00-\u9fff]", q["q"])) for q in qs)
        if len(qs) != 4 or len(golds) != 1 or zh != 2:
            print("intent problem", k, len(qs), golds, zh); bad += 1
    used = {g for q in y["questions"] for g in q["gold"]}
    if people - used:
        print("never gold:", people - used); bad += 1
    print(f"{n} quotes checked, {len(y['questions'])} questions, {len(byint)} intents, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
