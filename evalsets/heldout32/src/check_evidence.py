"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs in the file's text.

Text: pdftotext for PDFs, python-docx paragraphs + table cells for DOCX, raw text for .md/.txt.
Comparison ignores all whitespace (incl. U+3000), markdown ** / * markers and PDF bullets.
Also checks the YAML structure (gold keys exist in people, every person is gold somewhere).
"""
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
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main() -> int:
    cache = {}
    bad = 0
    n = 0
    for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt)):\s(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        f = CVS / fname
        if not f.exists():
            print(f"line {i}: no such file {fname}")
            bad += 1
            continue
        if fname not in cache:
            cache[fname] = norm(text_of(f))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
            bad += 1
    try:
        import yaml
        d = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
        keys = set(d["people"])
        used = set()
        for q in d["questions"]:
            for g in q["gold"]:
                if g not in keys:
                    print("unknown gold key", g, "in", q["q"])
                    bad += 1
            used |= set(q["gold"])
        if keys - used:
            print("never gold:", sorted(keys - used))
            bad += 1
        print(f"{len(d['questions'])} questions, {sum(1 for q in d['questions'] if not q['gold'])} empty-gold")
    except ImportError:
        print("(pyyaml not installed: structure check skipped)")
    print(f"{n} quotes checked, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
