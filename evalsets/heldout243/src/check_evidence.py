"""Check that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; PDF bullets ignored). Also checks gold keys exist and every person is gold
somewhere. Run: src/.venv/bin/python src/check_evidence.py"""
import re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261012_093215.jpg": ROOT / "src" / "anton" / "anton_verhoeckx_2026_page_text.txt"}

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    start = lines.index("questions:")
    for i, line in enumerate(lines[start:], start + 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not (CVS / fname).exists():
            print(f"line {i}: no such file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    return bad, n

if __name__ == "__main__":
    try:
        import yaml
    except ImportError:
        yaml = None
    bad, n = main()
    if yaml is not None:
        data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
        keys = set(data["people"])
        used = set()
        for q in data["questions"]:
            for k in q["gold"]:
                if k not in keys:
                    print("unknown key", k, "in", q["q"]); bad += 1
            used |= set(q["gold"])
        if keys - used:
            print("never gold:", keys - used); bad += 1
        print(f"{len(data['questions'])} questions, {sum(1 for q in data['questions'] if not q['gold'])} empty-gold")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)
