#!/usr/bin/env python3
"""Self-check for heldout102/questions.yaml.

Every '# + file: quote' / '# - file: quote' comment must occur in that file's text
(whitespace-insensitive; PDF bullets ignored). Text sources: pdftotext for PDFs, python-docx
paragraphs + table cells for DOCX, the raw file for .txt/.json, and for the photographed page
src/farouk/farouk_2026_page.txt. Also checks gold keys exist, every person is gold somewhere,
and question/tag counts. Run with src/.venv/bin/python.
"""
import re, subprocess, sys, pathlib, collections
import yaml  # noqa: F401  (PyYAML from the venv if present)

ROOT = pathlib.Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20260914_183201.jpg": ROOT / "src/farouk/farouk_2026_page.txt"}


def norm(s):
    s = s.replace("•", "").replace("\u00a0", " ")
    return re.sub(r"\s+", "", s)


def text_of(name):
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    f = CVS / name
    if f.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True, check=True).stdout
    if f.suffix == ".docx":
        import docx
        d = docx.Document(str(f))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return f.read_text(encoding="utf-8")


def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    cache, bad, n = {}, 0, 0
    for ln, line in enumerate(lines, 1):
        m = re.match(r"\s*# ([+-]) ([^:]+?\.(?:pdf|docx|json|txt|jpg)): (.+)$", line)
        if not m:
            continue
        fname, quote = m.group(2).strip(), m.group(3).strip()
        if fname not in cache:
            if fname not in PHOTO_TEXT and not (CVS / fname).exists():
                print(f"line {ln}: no such file {fname}"); bad += 1; continue
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {ln}: NOT FOUND in {fname}: {quote}"); bad += 1
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    keys = set(data["people"])
    gold_seen, tags = set(), collections.Counter()
    zh = 0
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("unknown gold key", g, q["q"]); bad += 1
            gold_seen.add(g)
        tags.update(q["tags"])
        if ("empty-gold" in q["tags"]) != (not q["gold"]):
            print("empty-gold tag mismatch:", q["q"]); bad += 1
        zh += bool(re.search(r"[\u4e00-\u9fff]", q["q"]))
    for k in keys - gold_seen:
        print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions ({zh} Chinese), tags: {dict(tags)}")
    sizes = collections.Counter(len(q["gold"]) for q in data["questions"])
    print("gold sizes:", dict(sorted(sizes.items())))
    print("FAIL" if bad else "OK")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
