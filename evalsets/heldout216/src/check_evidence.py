"""Self-check: every '+'/'-' evidence quote in ../questions.yaml occurs in its CV's text
(whitespace-insensitive; Markdown ** markers ignored), every gold key is in people:, every
person is gold somewhere, and the YAML loads."""
import re, subprocess, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261102_183355.jpg": ROOT / "src" / "farhana_yusof_2026_photo.txt"}

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
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

def main():
    import yaml
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    people = data["people"]
    cache, bad, n = {}, 0, 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s(.*)$", line)
        if not m:
            continue
        _, fname, quote = m.groups()
        if not (CVS / fname).exists():
            print("MISSING FILE:", fname); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print("NOT FOUND:", fname, "|", quote); bad += 1
    gold_seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print("UNKNOWN KEY", k, "in", q["q"]); bad += 1
            gold_seen.add(k)
    for k in people:
        if k not in gold_seen:
            print("NEVER GOLD:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
