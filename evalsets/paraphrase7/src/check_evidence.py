#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs verbatim
(whitespace-insensitive; markdown ** / * markers and PDF bullets ignored) in that CV's text."""
import re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def text_of(path: Path) -> str:
    if path.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    if path.suffix == ".docx":
        from docx import Document
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")


def norm(s: str) -> str:
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main() -> int:
    cache, bad, n = {}, 0, 0
    in_q = False
    for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("questions:"):
            in_q = True
        if not in_q:  # header gold-rule bullets are not evidence
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m:
            continue
        _, fname, quote = m.groups()
        f = CVS / fname
        if not f.exists():
            print(f"line {i}: missing file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    # structural checks
    import yaml
    d = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    by_intent = {}
    for q in d["questions"]:
        by_intent.setdefault(q["intent"], []).append(q)
        for k in q["gold"]:
            if k not in d["people"]:
                print("unknown key", k, q["q"]); bad += 1
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", it, len(qs), golds); bad += 1
    used = {k for q in d["questions"] for k in q["gold"]}
    for k in d["people"]:
        if k not in used:
            print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(d['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
