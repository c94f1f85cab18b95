#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' evidence comment in ../questions.yaml
occurs verbatim in the text of ../cvs/<file> (whitespace-insensitive; Markdown ** / * markers
ignored). Text: pdftotext for PDFs, python-docx paragraphs + table cells for DOCX, the raw file
otherwise. Also checks the set's structure: 4 questions per intent, identical gold, gold keys
known. Exit status 1 on any failure."""
import os, re, subprocess, sys
from collections import defaultdict
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")


def norm(s):
    s = s.replace("**", "").replace("*", "")
    return "".join(s.split())


def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [p.text for p in sec.footer.paragraphs]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    files_used = set()
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S[^:]*?):\s(.+)$", line)
        if not m or not (m.group(2).endswith((".pdf", ".docx", ".md", ".txt", ".json"))):
            continue
        sign, fn, quote = m.groups()
        n += 1
        files_used.add(fn)
        if fn not in cache:
            if not os.path.exists(os.path.join(CVS, fn)):
                print(f"line {i}: no such file {fn}"); bad += 1; cache[fn] = None; continue
            cache[fn] = norm(text_of(fn))
        if cache[fn] is None:
            bad += 1; continue
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    by_intent = defaultdict(list)
    gold_people = set()
    for q in data["questions"]:
        by_intent[q["intent"]].append(q)
        for k in q["gold"]:
            if k not in people:
                print(f"unknown gold key {k} in {q['q']}"); bad += 1
            gold_people.add(k)
    for it, qs in sorted(by_intent.items()):
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print(f"intent {it}: {len(qs)} questions, {len(golds)} distinct golds"); bad += 1
    if people - gold_people:
        print("never gold:", sorted(people - gold_people)); bad += 1
    missing = set(os.listdir(CVS)) - files_used
    if missing:
        print("files with no evidence quote:", sorted(missing))
    print(f"{n} quotes checked, {len(data['questions'])} questions, {len(by_intent)} intents, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
