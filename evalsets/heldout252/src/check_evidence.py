"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its CV file's text.
Matching ignores all whitespace, markdown ** / * markers, PDF bullets, and normalises ligatures
(NFKC) and typographic apostrophes/quotes. The .jpg is checked against the page text kept in src/."""
import re, subprocess, sys, unicodedata
from pathlib import Path
import docx, yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20260914_183042.jpg": ROOT / "src/maeve_tallon/maeve_tallon_cv_2026_page_text.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("’", "'").replace("‘", "'").replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def texts(name):
    p = CVS / name
    if not p.exists():
        sys.exit(f"missing file {name}")
    if name in PHOTO_TEXT:
        return [PHOTO_TEXT[name].read_text()]
    if p.suffix == ".pdf":
        return [subprocess.run(["pdftotext", *a, str(p), "-"], capture_output=True, text=True).stdout
                for a in ([], ["-layout"], ["-raw"])]
    if p.suffix == ".docx":
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        return ["\n".join(parts)]
    return [p.read_text()]

def main():
    lines = (ROOT / "questions.yaml").read_text().splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*\.(?:pdf|docx|md|txt|jpg)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        f, q = m.group(2).strip(), m.group(3).strip()
        if f not in cache:
            cache[f] = [norm(t) for t in texts(f)]
        if not any(norm(q) in t for t in cache[f]):
            bad += 1
            print(f"line {i}: NOT FOUND in {f}: {q}")
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        assert set(q["gold"]) <= keys, q
        used |= set(q["gold"])
    print(f"{n} quotes checked, {bad} missing; {len(data['questions'])} questions; "
          f"people never gold: {sorted(keys - used)}")
    sys.exit(1 if bad or keys - used else 0)

if __name__ == "__main__":
    main()
