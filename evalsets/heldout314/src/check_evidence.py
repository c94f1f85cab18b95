#!/usr/bin/env python3
"""Check that every '# + file: quote' / '# - file: quote' in ../questions.yaml occurs
verbatim (whitespace-insensitive; markdown ** / * markers ignored) in that file's text.
PDF -> pdftotext; DOCX -> python-docx paragraphs + table cells; JPG -> the page text kept
in src/nie_photo/; .md/.json -> the file itself. Also checks every gold KEY is in people."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20220611_183204.jpg": os.path.join(HERE, "nie_photo", "nie_shuyuan_zh_2022_page.txt")}

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qy = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read()
    cache, bad, n = {}, 0, 0
    started = False
    for ln, line in enumerate(qy.splitlines(), 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if not m:
            continue
        sign, fn, quote = m.groups()
        if not os.path.exists(os.path.join(CVS, fn)):
            print(f"line {ln}: no such file {fn}"); bad += 1; continue
        if fn not in cache:
            cache[fn] = norm(text_of(fn))
        n += 1
        if norm(quote) not in cache[fn]:
            print(f"line {ln}: NOT FOUND in {fn}: {quote}"); bad += 1
    import yaml
    y = yaml.safe_load(qy)
    keys = set(y["people"])
    used = set()
    for q in y["questions"]:
        for k in q["gold"]:
            if k not in keys:
                print("unknown key", k, "in", q["q"]); bad += 1
            used.add(k)
        if not q["gold"] and "empty-gold" not in q["tags"]:
            print("empty gold without tag:", q["q"]); bad += 1
    for k in keys - used:
        print("never gold:", k); bad += 1
    print(f"{n} quotes checked, {len(y['questions'])} questions, {bad} problems")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
