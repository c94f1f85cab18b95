"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its CV file's text.
Whitespace-insensitive; markdown ** / * / _ markers and PDF bullets ignored. Also checks gold keys."""
import re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"


def text_of(f: Path) -> str:
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if f.suffix == ".docx":
        from docx import Document
        d = Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return f.read_text(encoding="utf-8")


def norm(s: str) -> str:
    s = s.replace("**", "").replace("•", "")
    s = re.sub(r"(?<!\w)[*_]|[*_](?!\w)", "", s)
    return re.sub(r"\s+", "", s)


texts = {f.name: norm(text_of(f)) for f in CVS.iterdir() if f.is_file()}
bad = n = 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
start = lines.index("questions:")
for i, line in enumerate(lines, 1):
    if i <= start:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", line)
    if not m:
        continue
    n += 1
    fn, quote = m.group(2), m.group(3)
    if fn not in texts:
        print(f"line {i}: unknown file {fn}"); bad += 1; continue
    if norm(quote) not in texts[fn]:
        print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1

keys = set(re.findall(r"^  (\w+): \[", "\n".join(lines), re.M))
for i, line in enumerate(lines, 1):
    g = re.search(r"gold: \[([^\]]*)\]", line)
    if g:
        for k in filter(None, (x.strip() for x in g.group(1).split(","))):
            if k not in keys:
                print(f"line {i}: unknown gold key {k}"); bad += 1
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
