"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** and * markers and PDF bullets ignored), that gold keys
are declared people, and that every person is gold somewhere."""
import os, re, subprocess, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
# text of photographed pages (no text layer in the image)
PHOTO_TEXT = {"IMG_20261103_142211.jpg": os.path.join(HERE, "nandini_kothari_page1.txt")}


def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(name):
    path = os.path.join(CVS, name)
    if not os.path.exists(path):
        raise SystemExit(f"missing file: {name}")
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        a = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        b = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
        return a + "\n\u0000\n" + b
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        def cells(tables):
            for t in tables:
                for row in t.rows:
                    for c in row.cells:
                        parts.append("\n".join(p.text for p in c.paragraphs))
                        cells(c.tables)
        cells(d.tables)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n\u0000\n".join(parts)
    return open(path, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    people = set(data["people"])
    texts, bad, n = {}, 0, 0
    for line in open(qpath, encoding="utf-8"):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s]+\.(?:pdf|docx|md|txt|jpg)):\s(.+)$", line)
        if not m:
            continue
        name, quote = m.group(2).strip(), m.group(3).strip()
        if name not in texts:
            texts[name] = norm(text_of(name))
        n += 1
        if norm(quote) not in texts[name]:
            bad += 1
            print(f"NOT FOUND {name}: {quote}")
    golds = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                bad += 1
                print(f"unknown key {k} in {q['q']}")
            golds.add(k)
    for k in people - golds:
        bad += 1
        print(f"person {k} is gold nowhere")
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
