#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' comment in questions.yaml against the text
of cvs/<file> (pdftotext for PDF; python-docx paragraphs, table cells and section headers for
DOCX; raw text for MD/TXT). Comparison ignores all whitespace and markdown ** / * markers.
Also checks that every gold key is in people: and every person is gold at least once."""
import re
import subprocess
import sys
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def text_of(path: Path) -> str:
    if path.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    if path.suffix == ".docx":
        import docx
        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")


def norm(s: str) -> str:
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def main() -> int:
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m or not (CVS / m.group(2)).exists() and "." not in m.group(2):
            continue
        fname, quote = m.group(2), m.group(3)
        f = CVS / fname
        if not f.exists():
            print(f"line {i}: missing file {fname}")
            bad += 1
            continue
        if fname not in cache:
            cache[fname] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
            bad += 1
    # gold keys
    import yaml as y
    data = y.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("unknown key", k, "in", q["q"])
                bad += 1
            used.add(k)
    for k in keys - used:
        print("never gold:", k)
        bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
