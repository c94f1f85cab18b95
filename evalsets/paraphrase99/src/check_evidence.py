"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive, typographic quotes folded, markdown * markers ignored), and that all
questions of one intent share the same gold. Run with src/.venv/bin/python."""
import re, subprocess, sys, json
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_091244.jpg": ROOT / "src" / "ji_langqing_page_text.txt"}


def norm(s):
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    if p.suffix == ".docx":
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, ln in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json|jpg)):\s+(.*)$", ln)
        if not m:
            continue
        fn, quote = m.group(2), m.group(3)
        if not (CVS / fn).exists():
            print(f"line {i}: no such file {fn}"); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    d = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    gold_by_intent = {}
    for q in d["questions"]:
        g = sorted(q["gold"])
        gold_by_intent.setdefault(q["intent"], set()).add(tuple(g))
        for k in g:
            if k not in d["people"]:
                print("unknown key", k, q["q"]); bad += 1
    for it, gs in gold_by_intent.items():
        if len(gs) != 1:
            print("intent with differing gold:", it, gs); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(gold_by_intent)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
