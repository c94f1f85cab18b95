#!/usr/bin/env python3
"""Checks that every '# + file: quote' / '# - file: quote' evidence comment in ../questions.yaml occurs
verbatim (whitespace-insensitive; markdown ** and * markers ignored; PDF bullets ignored) in the text of
../cvs/<file>. Also checks gold keys against people:. Usage: check_evidence.py [--dump FILE]"""
import json, re, subprocess, sys, pathlib
import yaml

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"

def text_of(path: pathlib.Path) -> str:
    s = path.suffix.lower()
    if s == ".pdf":
        return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    if s == ".docx":
        import docx
        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return path.read_text(encoding="utf-8")

def norm(s: str) -> str:
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--dump":
        print(text_of(CVS / sys.argv[2])); return
    qpath = ROOT / "questions.yaml"
    raw = qpath.read_text(encoding="utf-8")
    data = yaml.safe_load(raw)
    keys = set(data["people"])
    cache, bad, n = {}, 0, 0
    for ln, line in enumerate(raw.splitlines(), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|txt|md|json)):\s(.+)$", line)
        if not m:
            continue
        f, quote = m.group(2).strip(), m.group(3).strip()
        p = CVS / f
        if not p.exists():
            print(f"line {ln}: no such file {f}"); bad += 1; continue
        if f not in cache:
            cache[f] = norm(text_of(p))
        n += 1
        if norm(quote) not in cache[f]:
            print(f"line {ln}: NOT FOUND in {f}: {quote}"); bad += 1
    used = set()
    for q in data["questions"]:
        for g in q["gold"]:
            if g not in keys:
                print(f"unknown gold key {g} in {q['q']}"); bad += 1
            used.add(g)
    for k in keys - used:
        print(f"person {k} is never gold"); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
