"""Check the evidence comments of questions.yaml against the sources (and fill line numbers).

Every "# + Hn file[ Lk]: quote" / "# - Hm file[ Lk]: quote -- why" line must quote text that
occurs on one line of the source the file is built from (Markdown markup removed). With
``--fill`` the line number is (re)written after the file name. Also checks that every gold
member has at least one "+" line and no "-" line names a gold member.

    .venv/bin/python evalsets/heldout/check.py [--fill]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from build import MANIFEST  # noqa: E402

SOURCE_OF = {target: source for source, target in MANIFEST.items()}
EVIDENCE = re.compile(
    r"^(?P<head>\s*#\s*(?P<sign>[+-])\s*(?P<key>H\d+)\s+(?P<file>cv_\d+\.\w+))(?:\s+L\d+)?"
    r':\s*"(?P<quote>(?:[^"\\]|\\.)*)"'
)
MARKUP = re.compile(r"\*\*|^\s*(?:#+|[-*]|\d+\.)\s+|^\s*\|\s*|\s*\|\s*$")


def plain(line: str) -> str:
    return " ".join(MARKUP.sub("", line).replace("\\", "").split())


def main() -> int:
    fill = "--fill" in sys.argv
    path = HERE / "questions.yaml"
    lines = path.read_text(encoding="utf-8").splitlines()
    sources = {
        t: [plain(x) for x in (HERE / "src" / s).read_text(encoding="utf-8").splitlines()]
        for t, s in SOURCE_OF.items()
    }
    failures = 0
    for i, line in enumerate(lines):
        m = EVIDENCE.match(line)
        if not m:
            continue
        quote = " ".join(m["quote"].replace('\\"', '"').split())
        found = [n for n, text in enumerate(sources[m["file"]], 1) if quote in text]
        if not found:
            print(f"NOT FOUND line {i + 1}: {m['file']}: {quote}")
            failures += 1
            continue
        if fill:
            rest = re.sub(r"^\s+L\d+", "", line[m.end("file") :])
            lines[i] = f"{m['head']} L{found[0]}{rest}"
    data = yaml.safe_load("\n".join(lines))
    text = "\n".join(lines)
    blocks = re.split(r"(?m)^  - q: ", text)[1:]
    for question, block in zip(data["questions"], blocks, strict=True):
        plus = set(re.findall(r"#\s*\+\s*(H\d+)\s", block))
        minus = set(re.findall(r"#\s*-\s*(H\d+)[\s:]", block))
        gold = set(question["gold"])
        if gold - plus:
            print(f"no evidence for {sorted(gold - plus)}: {question['q']}")
            failures += 1
        if gold & minus:
            print(f"trap names a gold member {sorted(gold & minus)}: {question['q']}")
            failures += 1
    if fill:
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    n = len(data["questions"])
    empty = sum(1 for q in data["questions"] if not q["gold"])
    print(f"{n} questions ({empty} empty gold), {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
