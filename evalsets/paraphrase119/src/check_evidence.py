"""Check that every '# + file: quote' / '# - file: quote' evidence comment in ../questions.yaml
occurs verbatim (whitespace-insensitive, Markdown ** ignored) in its file's text."""
import json, re, subprocess, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
# files without a text layer -> the text of the page before it became a photo
SUBSTITUTE = {"IMG_20210318_photo_cv.jpg": HERE / "gethin_marlow_2021_photo.page.txt"}


def text_of(name):
    if name in SUBSTITUTE:
        return SUBSTITUTE[name].read_text(encoding="utf-8")
    p = CVS / name
    if not p.exists():
        raise FileNotFoundError(name)
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
    s = s.replace("**", "")
    return "".join(s.split())


def main():
    cache, bad, n = {}, 0, 0
    seen_files = set()
    in_questions = False
    for i, line in enumerate((ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("questions:"):
            in_questions = True
        if not in_questions:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s(.+)$", line)
        if not m:
            continue
        sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
        n += 1
        seen_files.add(fname)
        try:
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
        except FileNotFoundError:
            print(f"line {i}: no such file {fname}")
            bad += 1
            continue
        if norm(quote) not in cache[fname]:
            print(f"line {i}: NOT FOUND in {fname}: {quote}")
            bad += 1
    missing = sorted(f.name for f in CVS.iterdir() if f.name not in seen_files)
    print(f"{n} quotes checked, {bad} failed; files never quoted: {missing or 'none'}")
    # every JSON file must parse
    for f in CVS.glob("*.json"):
        json.loads(f.read_text(encoding="utf-8"))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
