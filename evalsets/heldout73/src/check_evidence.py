"""Self-check: every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text.
PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; .md/.txt -> file; the photo JPEG ->
src/photo_page_mei_ruosong.txt. Whitespace-insensitive; markdown ** and bullets ignored.
Also checks: gold keys exist in people, every person is gold somewhere, YAML parses."""
import re, subprocess, sys
from pathlib import Path
import docx

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_091544.jpg": ROOT / "src" / "photo_page_mei_ruosong.txt"}

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(name):
    if name in _cache:
        return _cache[name]
    p = CVS / name
    if not p.exists():
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        t = PHOTO_TEXT[name].read_text(encoding="utf-8")
    elif p.suffix == ".pdf":
        t = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    elif p.suffix == ".docx":
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                for c in row.cells:
                    parts.append(c.text)
        t = "\n".join(parts)
    else:
        t = p.read_text(encoding="utf-8")
    _cache[name] = norm(t)
    return _cache[name]

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").split("\n")
    bad = n = 0
    for i, l in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", l)
        if not m or not (CVS / m.group(2)).exists() and "." not in m.group(2):
            continue
        if m.group(2).endswith(":"):
            continue
        n += 1
        if norm(m.group(3)) not in text_of(m.group(2)):
            bad += 1
            print(f"line {i}: NOT FOUND in {m.group(2)}: {m.group(3)}")
    try:
        import yaml
        y = yaml.safe_load("\n".join(lines))
        keys = set(y["people"])
        golds = set()
        for q in y["questions"]:
            for g in q["gold"]:
                if g not in keys:
                    bad += 1; print("unknown gold key", g, q["q"])
                golds.add(g)
        if keys - golds:
            bad += 1; print("never gold:", keys - golds)
        print(f"{len(y['questions'])} questions, {sum(1 for q in y['questions'] if not q['gold'])} empty-gold")
    except ImportError:
        print("(pyyaml not installed; YAML structure not checked)")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
