#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' in questions.yaml occurs in that file's text
(whitespace-insensitive; markdown ** and _ markers ignored for .md). Also checks gold keys exist."""
import pathlib, re, subprocess, sys
import yaml  # noqa  (falls back below if missing)
ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"bae_doyun_cv_2026.jpg": ROOT / "src" / "bae_doyun_cv_2026_page.txt"}

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [q.text for q in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts += [q.text for q in c.paragraphs]
        return "\n".join(parts)
    t = p.read_text(encoding="utf-8")
    if p.suffix == ".md":
        t = t.replace("**", "").replace("_", "")
    return t

def norm(s):
    return re.sub(r"\s+", "", s)

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|txt|md|jpg)):\s*(.+)$", line)
        if not m:
            continue
        n += 1
        sign, name, quote = m.groups()
        if name not in cache:
            if not (CVS / name).exists():
                print(f"line {i}: no such file {name}"); bad += 1; cache[name] = ""; continue
            cache[name] = norm(text_of(name))
        q = quote
        if name.endswith(".md"):
            q = q.replace("**", "").replace("_", "")
        if norm(q) not in cache[name]:
            print(f"line {i}: NOT FOUND in {name}: {quote}"); bad += 1
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown gold key", g, q["q"]); bad += 1
            used.add(g)
    for k in keys - used:
        print("person never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
