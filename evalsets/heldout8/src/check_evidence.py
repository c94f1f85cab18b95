"""Checks every '# + file: quote' / '# - file: quote' comment in ../questions.yaml:
the quote must occur in the file's text (whitespace-insensitive; markdown ** / * markers and
PDF bullets ignored). Also checks gold keys against people:, and prints counts.
Run with src/.venv/bin/python (needs python-docx, pypdf is not used; pdftotext is)."""
import os, re, subprocess, sys, unicodedata
import yaml
import docx

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")


def file_text(name):
    p = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    cache, bad, n = {}, 0, 0
    started = False
    for i, line in enumerate(open(qpath, encoding="utf-8"), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", line.rstrip("\n"))
        if not m:
            continue
        _, fn, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {i}: no such file {fn}"); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(file_text(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"line {i}: NOT FOUND in {fn}: {quote}"); bad += 1
    gold_seen = set()
    for q in data["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("unknown key", k, q["q"]); bad += 1
            gold_seen.add(k)
    for k in keys - gold_seen:
        print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
