#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' comment in questions.yaml occurs
verbatim (whitespace-insensitive) in the text of its file in ../cvs.
PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; JPG -> the page text kept in src/;
.md/.txt/.json -> the file itself (markdown * markers dropped). Also checks the set's structure."""
import re, subprocess, sys, collections
from pathlib import Path
import yaml
import docx

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20260611_乜语溪简历.jpg": HERE / "nie_yuxi_zh_page_text.txt"}


def norm(s):
    return re.sub(r"\s+", "", s.replace("*", ""))


def text_of(name):
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    suf = p.suffix.lower()
    if suf == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if suf == ".docx":
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts.extend(c.text for c in r.cells)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s(.+)$", line)
        if not m or m.group(2).startswith(("tags", "GOLD")):
            continue
        fname, quote = m.group(2).strip(), m.group(3).strip()
        if not (CVS / fname).exists():
            continue  # a prose comment, not evidence
        n += 1
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            bad += 1
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    by_intent = collections.defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in keys:
                bad += 1; print("unknown key", k, q["q"])
        gold_people.update(q["gold"])
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            bad += 1; print("intent problem", it, len(qs), golds)
    if gold_people != keys:
        bad += 1; print("never gold:", keys - gold_people)
    print(f"{n} evidence quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
