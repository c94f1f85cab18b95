"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its CV file's text
(whitespace-insensitive; markdown ** / * markers ignored)."""
import json, re, subprocess, sys, pathlib
from docx import Document

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"

def norm(s):
    s = s.replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)

def text_of(path):
    if path.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True).stdout
    if path.suffix == ".docx":
        d = Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")

cache, bad, n = {}, 0, 0
for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
    m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|json)):\s(.+)$", line)
    if not m:
        continue
    fn, quote = m.group(2), m.group(3).strip()
    p = CVS / fn
    if not p.exists():
        print(f"L{i}: missing file {fn}"); bad += 1; continue
    if fn not in cache:
        cache[fn] = norm(text_of(p))
        if fn.endswith(".json"):
            json.loads(p.read_text(encoding="utf-8"))
    n += 1
    if norm(quote) not in cache[fn]:
        print(f"L{i}: NOT FOUND in {fn}: {quote}"); bad += 1
print(f"{n} quotes checked, {bad} problems")
sys.exit(1 if bad else 0)
