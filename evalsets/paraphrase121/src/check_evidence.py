"""Checks that every '# + file: quote' / '# - file: quote' line in ../questions.yaml occurs
verbatim (whitespace-insensitive; markdown ** and * markers and PDF bullets ignored) in the
text of that file. Also checks the 4-phrasings-per-intent structure. Run with the src venv."""
import json, re, subprocess, sys
from pathlib import Path
from collections import defaultdict

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_214512.jpg": ROOT / "src" / "luo_yuqing_photo_page.txt"}


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text()
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text()


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    lines = (ROOT / "questions.yaml").read_text().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", line)
        if not m:
            continue
        f, q = m.group(2).strip(), m.group(3).strip()
        if "." not in f or " " in f.strip():
            continue  # header prose, not evidence
        if not (CVS / f).exists():
            print(f"line {i}: no such file {f}"); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(f))
        n += 1
        if norm(q) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {q}"); bad += 1
    try:
        import yaml
    except ImportError:
        sys.path.append("/usr/lib/python3/dist-packages"); import yaml
    y = yaml.safe_load((ROOT / "questions.yaml").read_text())
    keys = set(y["people"])
    by = defaultdict(list)
    for q in y["questions"]:
        by[q["intent"]].append(q)
        for g in q["gold"]:
            if g not in keys:
                print("unknown key", g, q["q"]); bad += 1
    for k, qs in by.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("intent problem", k, len(qs), golds); bad += 1
    used = {g for q in y["questions"] for g in q["gold"]}
    if keys - used:
        print("never gold:", keys - used); bad += 1
    print(f"{n} quotes checked, {len(y['questions'])} questions, {len(by)} intents, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
