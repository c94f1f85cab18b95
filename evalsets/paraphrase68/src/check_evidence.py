"""Self-check for paraphrase68: every '# + file: quote' / '# - file: quote' evidence comment in
questions.yaml must occur verbatim (whitespace-insensitive; markdown ** ignored) in the text of
its file. Also checks the 4-phrasings-per-intent structure and same gold within an intent."""
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_194512.jpg": ROOT / "src" / "wen_page_text.txt"}


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    f = CVS / name
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if f.suffix == ".docx":
        d = Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return f.read_text(encoding="utf-8")


def main():
    qfile = ROOT / "questions.yaml"
    cache, bad, n = {}, 0, 0
    started = False
    for i, line in enumerate(qfile.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m:
            continue
        _, fname, quote = m.groups()
        if not (CVS / fname).exists():
            print(f"line {i}: missing file {fname}")
            bad += 1
            continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
            bad += 1
    data = yaml.safe_load(qfile.read_text(encoding="utf-8"))
    people = set(data["people"])
    by_intent = defaultdict(list)
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in people:
                print("unknown key", g, q["q"])
                bad += 1
    for intent, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print(f"intent {intent}: {len(qs)} questions, {len(golds)} distinct golds")
            bad += 1
    used = {g for q in data["questions"] for g in q["gold"]}
    if used != people:
        print("people never gold:", people - used)
        bad += 1
    print(f"{n} quotes checked, {len(by_intent)} intents, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
