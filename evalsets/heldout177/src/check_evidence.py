"""Self-check for heldout177/questions.yaml.

Every '# + file: quote' / '# - file: quote' comment must occur verbatim (whitespace-insensitive;
PDF bullets '•' ignored) in the text of cvs/<file>:
  PDF  -> pdftotext output;  DOCX -> python-docx paragraphs + table cells;
  JSON / TXT / MD -> the file itself.
Also checks: gold keys exist in people:, every person is gold somewhere, as_of present.
Run:  src/.venv/bin/python src/check_evidence.py
"""
import os, re, subprocess, sys
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")


def text_of(name):
    p = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    with open(p, encoding="utf-8") as f:
        return f.read()


def norm(s):
    return re.sub(r"[\s•]+", "", s)


def main():
    path = os.path.join(ROOT, "questions.yaml")
    lines = open(path, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|json|txt|md)):\s?(.*)$", line)
        if not m:
            continue
        n += 1
        fn, quote = m.group(2).strip(), m.group(3).strip()
        if fn not in cache:
            if not os.path.exists(os.path.join(CVS, fn)):
                print(f"line {i}: no such file {fn}")
                bad += 1
                continue
            cache[fn] = norm(text_of(fn))
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}")
            bad += 1
    data = yaml.safe_load(open(path, encoding="utf-8"))
    people = data["people"]
    assert data.get("as_of"), "as_of missing"
    used = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in people:
                print(f"unknown key {k} in: {q['q']}")
                bad += 1
            used.add(k)
    for k in people:
        if k not in used:
            print(f"person {k} is never gold")
            bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
