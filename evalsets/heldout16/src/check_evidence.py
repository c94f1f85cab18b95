#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its CV file's text.
Whitespace-insensitive; Markdown **, *, | and # markers are ignored on both sides."""
import re, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"

def text_of(path: Path) -> str:
    if path.suffix == ".docx":
        from docx import Document
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")

def norm(s: str) -> str:
    s = re.sub(r"[*|#]", "", s)
    return re.sub(r"\s+", "", s)

def main() -> int:
    cache, bad, n = {}, 0, 0
    qfile = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    for ln, line in enumerate(qfile.splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:md|txt|docx|pdf|jpg)):\s(.+)$", line)
        if not m:
            continue
        _, fname, quote = m.groups()
        p = CVS / fname
        if not p.exists():
            print(f"line {ln}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(p))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {ln}: NOT FOUND in {fname}: {quote}"); bad += 1
    # every person gold somewhere; gold keys valid
    import yaml
    y = yaml.safe_load(qfile)
    keys = set(y["people"]); used = set()
    for q in y["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, "in", q["q"]); bad += 1
            used.add(g)
    for k in keys - used:
        print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(y['questions'])} questions, {bad} problems")
    return 1 if bad else 0

if __name__ == "__main__":
    sys.exit(main())
