"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in its file.

Text of a file: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), raw text otherwise.
Comparison ignores all whitespace (incl. U+3000), markdown '**' markers and PDF bullets '•'.
Also checks: 4 questions per intent, same gold within an intent, golds use known keys,
every person is gold somewhere.
"""
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def text_of(path: Path) -> str:
    if path.suffix.lower() == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    if path.suffix.lower() == ".docx":
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")


def norm(s: str) -> str:
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main() -> int:
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    cache = {}
    bad = 0
    n = 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|json)):\s(.*)$", line)
        if not m:
            continue
        fname, quote = m.group(2).strip(), m.group(3).strip()
        f = CVS / fname
        if not f.exists():
            print("MISSING FILE:", fname)
            bad += 1
            continue
        if fname not in cache:
            cache[fname] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"NOT FOUND in {fname}: {quote}")
            bad += 1
    data = yaml.safe_load(raw)
    people = set(data["people"])
    by_intent = defaultdict(list)
    used = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in people:
                print("UNKNOWN KEY", k, q["q"])
                bad += 1
            used.add(k)
    for intent, qs in by_intent.items():
        if len(qs) != 4:
            print("INTENT", intent, "has", len(qs), "questions")
            bad += 1
        if len({tuple(sorted(q["gold"])) for q in qs}) != 1:
            print("INTENT", intent, "has differing golds")
            bad += 1
    if people - used:
        print("never gold:", sorted(people - used))
        bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
