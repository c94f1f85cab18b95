#!/usr/bin/env python3
"""Self-check: every '# + file: quote' / '# - file: quote' comment in questions.yaml must occur
(whitespace-insensitively, bullets '•' ignored) in the text of cvs/<file>.
PDF text = pdftotext; DOCX text = python-docx paragraphs + table-cell paragraphs; others raw.
Also checks gold keys against the people map. Run with src/.venv/bin/python."""
import os, re, subprocess, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")


def norm(s):
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        from docx import Document
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.extend(para.text for para in c.paragraphs)
        for s in d.sections:
            parts.extend(para.text for para in s.header.paragraphs)
            parts.extend(para.text for para in s.footer.paragraphs)
        return "\n".join(parts)
    with open(p, encoding="utf-8") as f:
        return f.read()


def main():
    qy = os.path.join(ROOT, "questions.yaml")
    cache, bad, n = {}, 0, 0
    files = set(os.listdir(CVS))
    in_q = False
    for i, line in enumerate(open(qy, encoding="utf-8"), 1):
        if line.startswith("questions:"):
            in_q = True
        if not in_q:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.*)$", line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        if fn not in files:
            print(f"line {i}: unknown file {fn}")
            bad += 1
            continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}")
            bad += 1
    # structure check
    data = yaml.safe_load(open(qy, encoding="utf-8"))
    keys = set(data["people"])
    gold_seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("unknown gold key", k, "in", q["q"])
                bad += 1
            gold_seen.add(k)
    for k in keys - gold_seen:
        print("person never gold:", k)
        bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
