"""Checks that every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive; PDF bullets ignored). Also checks gold keys and basic structure."""
import re, subprocess, sys
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS, SRC = ROOT / "cvs", ROOT / "src"
PHOTO_TEXT = {"IMG_20261103_142215.jpg": SRC / "ji_ruoyan_zh_page.txt"}


def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    p = CVS / name
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
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    raw = (ROOT / "questions.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    keys = set(data["people"])
    cache, bad, n = {}, 0, 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|txt|json|jpg|md)):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if fname not in cache:
            if fname not in PHOTO_TEXT and not (CVS / fname).exists():
                print("NO FILE", fname); bad += 1; continue
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"MISSING {sign} {fname}: {quote}"); bad += 1
    golds = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("UNKNOWN KEY", k, q["q"]); bad += 1
            golds.add(k)
    for k in keys - golds:
        print("NEVER GOLD", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
