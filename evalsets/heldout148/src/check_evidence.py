"""Self-check for heldout148/questions.yaml: every '# + file: quote' / '# - file: quote' evidence
comment must occur (whitespace-insensitively) in the text of that file; gold keys and tags are valid.
Text sources: PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; .txt/.json -> raw file;
.jpg -> src/long/page_text.txt (pdftotext of the page before it was photographed)."""
import re, subprocess, sys
from pathlib import Path
import docx, yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src/long/page_text.txt"}
TAGS = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier", "title",
        "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}

def text_of(name):
    p = CVS / name
    if not p.exists():
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

norm = lambda s: re.sub(r"[\s•]+", "", s)
cache, bad, n = {}, 0, 0
qy = (ROOT / "questions.yaml").read_text(encoding="utf-8")
for line in qy.splitlines():
    m = re.match(r"\s*#\s*([+-])\s+([^\s:]+\.(?:pdf|docx|json|txt|jpg)):\s+(.*)$", line)
    if not m:
        continue
    sign, f, quote = m.groups()
    if f not in cache:
        cache[f] = norm(text_of(f))
    n += 1
    if norm(quote) not in cache[f]:
        bad += 1
        print(f"NOT FOUND [{sign}] {f}: {quote}")

data = yaml.safe_load(qy)
people = set(data["people"])
used = set()
for q in data["questions"]:
    for g in q["gold"]:
        if g not in people:
            bad += 1; print("unknown gold key", g, q["q"])
        used.add(g)
    for t in q["tags"]:
        if t not in TAGS:
            bad += 1; print("unknown tag", t, q["q"])
    if (not q["gold"]) != ("empty-gold" in q["tags"]):
        bad += 1; print("empty-gold tag mismatch", q["q"])
for p in people - used:
    bad += 1; print("person never gold:", p)
print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
sys.exit(1 if bad else 0)
