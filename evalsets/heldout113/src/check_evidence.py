"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** / * / # markers ignored). Also checks gold keys exist."""
import re, subprocess, sys
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184512.jpg": ROOT / "src" / "yao_qingyi" / "yao_qingyi_2026_page.txt"}

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")

def norm(s):
    s = re.sub(r"[*#`_]", "", s)
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    cache, bad, n = {}, 0, 0
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    start = lines.index("questions:")
    for i, line in enumerate(lines[start:], start + 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if not m:
            continue
        n += 1
        _, fname, quote = m.groups()
        if not (CVS / fname).exists():
            print(f"line {i}: missing file {fname}"); bad += 1; continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}"); bad += 1
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("unknown key", k, q["q"]); bad += 1
            seen.add(k)
    if keys - seen:
        print("never gold:", keys - seen); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
