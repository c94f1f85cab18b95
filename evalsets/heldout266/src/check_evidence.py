#!/usr/bin/env python3
"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its CV file's text
(whitespace-insensitive; PDF bullets ignored). Run with src/.venv/bin/python."""
import pathlib, re, subprocess, sys


ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def text_of(path: pathlib.Path) -> str:
    if path.suffix == ".pdf":
        out = []
        for mode in ([], ["-layout"]):
            out.append(subprocess.run(["pdftotext", *mode, str(path), "-"], capture_output=True,
                                      text=True, check=True).stdout)
        return "\n".join(out)
    if path.suffix == ".docx":
        from docx import Document
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")


def norm(s: str) -> str:
    return re.sub(r"\s+", "", s.replace("•", ""))


def main() -> int:
    cache, bad, n = {}, 0, 0
    for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|txt|json)):\s(.+)$", line)
        if not m:
            continue
        fname, quote = m.group(2), m.group(3).strip()
        p = CVS / fname
        if not p.exists():
            print(f"line {i}: missing file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(p))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    print(f"{n} quotes checked, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
