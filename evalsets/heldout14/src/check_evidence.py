#!/usr/bin/env python3
"""Check every '# + file: quote' / '# - file: quote' line in questions.yaml occurs in the file's
text (whitespace-insensitive, markdown '*' ignored, NFKC). Also checks gold keys exist in people
and every person is gold at least once. Run with the src/.venv python (needs python-docx)."""
import re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def text_of(path: Path) -> str:
    if path.suffix == ".pdf":
        a = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True).stdout
        return a + "\n\n" + b
    if path.suffix == ".docx":
        import docx
        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
                parts.append(" ".join(c.text for c in row.cells))
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")


def norm(s: str) -> str:
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main() -> int:
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for ln, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s*([\w.\-]+\.(?:pdf|docx|md|txt)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        f = CVS / m.group(2)
        if not f.exists():
            print(f"line {ln}: missing file {f.name}"); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        if norm(m.group(3)) not in cache[f]:
            print(f"line {ln}: NOT FOUND in {f.name}: {m.group(3)}"); bad += 1
    # gold keys
    import yaml  # noqa
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
            used.add(g)
    for k in keys - used:
        print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
