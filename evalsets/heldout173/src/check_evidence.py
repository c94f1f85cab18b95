#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' evidence comment in questions.yaml against the
text of the file in cvs/ (pdftotext for PDF, python-docx paragraphs + table cells for DOCX, raw text
otherwise). Matching ignores all whitespace, PDF bullets and markdown ** markers. Also checks gold keys
against people:, tag names, and that every person is gold somewhere."""
import os, re, subprocess, sys
import yaml, docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
TAGS = {"employer", "school", "degree", "skill", "topic", "period", "time/role", "years", "tier", "title",
        "conjunctive", "cross-lingual", "empty-gold", "paraphrase"}


def text_of(path):
    if path.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if path.endswith(".docx"):
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    raw = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    data = yaml.safe_load(raw)
    keys = set(data["people"])
    texts = {f: norm(text_of(os.path.join(CVS, f))) for f in os.listdir(CVS)}
    bad = 0
    n = 0
    for line in raw.splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt)):\s(.+)$", line)
        if not m:
            continue
        n += 1
        sign, f, quote = m.groups()
        if f not in texts:
            print("NO FILE:", f); bad += 1; continue
        if norm(quote) not in texts[f]:
            print(f"NOT FOUND [{sign}] {f}: {quote}"); bad += 1
    gold_seen = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print("UNKNOWN KEY", g, q["q"]); bad += 1
            gold_seen.add(g)
        for t in q["tags"]:
            if t not in TAGS:
                print("UNKNOWN TAG", t, q["q"]); bad += 1
        if not q["gold"] and "empty-gold" not in q["tags"]:
            print("empty gold without tag:", q["q"]); bad += 1
    for k in keys - gold_seen:
        print("never gold:", k); bad += 1
    print(f"{n} quotes, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
