"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive), and that gold keys exist in people:. Exit code 1 on any failure."""
import os, re, subprocess, sys
import yaml  # noqa  (PyYAML; falls back below if missing)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_184512.jpg": os.path.join(HERE, "yasmin_qadri_page1.txt")}


def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        from docx import Document
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def norm(s):
    return re.sub(r"\s+", "", s)


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    raw = open(qpath, encoding="utf-8").read()
    data = yaml.safe_load(raw)
    people = set(data["people"])
    cache, bad, n = {}, 0, 0
    lines = raw.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("questions:"))
    for ln, line in enumerate(lines[start:], start + 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s(.*)$", line)
        if not m:
            continue
        sign, fname, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fname)):
            print(f"line {ln}: no such file {fname}")
            bad += 1
            continue
        if fname not in cache:
            cache[fname] = norm(text_of(fname))
        n += 1
        if norm(quote) not in cache[fname]:
            print(f"line {ln}: quote not found in {fname}: {quote}")
            bad += 1
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print(f"unknown gold key {k} in {q['q']}")
                bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
