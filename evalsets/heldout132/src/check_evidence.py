"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; .txt/.json: raw file;
.jpg: the page text saved before the photo (src/<name>.txt). Whitespace is ignored."""
import json, re, subprocess, sys
from pathlib import Path
import docx

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"

def text_of(name):
    p = CVS / name
    if not p.exists():
        raise SystemExit(f"missing file: {name}")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return "\n".join(parts)
    if p.suffix == ".jpg":
        return (HERE / (name + ".txt")).read_text(encoding="utf-8")
    return p.read_text(encoding="utf-8")

norm = lambda s: re.sub(r"\s+", "", s)
cache, bad, n = {}, 0, 0
lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
start = lines.index("questions:")
for i, line in enumerate(lines, 1):
    if i <= start:
        continue
    m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
    if not m:
        continue
    sign, fname, quote = m.groups()
    if fname not in cache:
        cache[fname] = norm(text_of(fname))
    n += 1
    if norm(quote) not in cache[fname]:
        bad += 1
        print(f"line {i}: NOT FOUND in {fname}: {quote}")

# structure checks
import yaml  # noqa
data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
keys = set(data["people"])
gold_seen = set()
for q in data["questions"]:
    assert set(q["gold"]) <= keys, q
    gold_seen |= set(q["gold"])
missing = keys - gold_seen
if missing:
    bad += 1
    print("people never gold:", missing)
print(f"{n} quotes checked, {bad} problems, {len(data['questions'])} questions")
sys.exit(1 if bad else 0)
