#!/usr/bin/env python3
"""Self-check for heldout15: every '# + file: quote' / '# - file: quote' in questions.yaml must occur
in that file's text (whitespace-insensitive; markdown ** and * markers ignored; PDF bullets ignored).
Also checks gold keys exist, every person is gold somewhere, and YAML loads."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    lines = open(qpath, encoding="utf-8").read().splitlines()
    cache, bad, n = {}, 0, 0
    for ln, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt)):\s(.*)$", line)
        if not m:
            continue
        fn, quote = m.group(2), m.group(3)
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {ln}: no such file {fn}"); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"line {ln}: NOT FOUND in {fn}: {quote}"); bad += 1
    try:
        import yaml
        y = yaml.safe_load(open(qpath, encoding="utf-8"))
        keys = set(y["people"])
        used = set()
        for q in y["questions"]:
            for g in q["gold"]:
                if g not in keys:
                    print("unknown gold key", g, "in", q["q"]); bad += 1
                used.add(g)
        for k in keys - used:
            print("person never gold:", k); bad += 1
        print(f"{len(y['questions'])} questions, {sum(1 for q in y['questions'] if not q['gold'])} empty-gold")
    except ImportError:
        print("(pyyaml not installed; YAML structure not checked)")
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
