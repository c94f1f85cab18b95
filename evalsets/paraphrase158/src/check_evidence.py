"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** ignored). PDFs via pdftotext, DOCX via python-docx
(paragraphs, and table rows with cells joined by a space), JPG via src/<stem>.txt."""
import os, re, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def norm(s):
    s = s.replace("**", "")
    return re.sub(r"\s+", "", s)

_cache = {}
def text_of(fn):
    if fn in _cache: return _cache[fn]
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise SystemExit(f"missing file {fn}")
    ext = fn.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        t = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True).stdout
        t += "\n" + subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True).stdout
    elif ext == "docx":
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for tb in d.tables:
            for row in tb.rows:
                parts.append(" ".join(c.text for c in row.cells))
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        t = "\n".join(parts)
    elif ext in ("jpg", "jpeg", "png"):
        t = open(os.path.join(HERE, fn.rsplit(".", 1)[0] + ".txt"), encoding="utf-8").read()
    else:
        t = open(p, encoding="utf-8").read()
    # a pdftotext layout may interleave columns; also keep a version without line joins
    _cache[fn] = t
    return t

def main():
    bad = n = 0
    pat = re.compile(r"^\s*#\s*([+-])\s+(\S[^:]*?):\s(.*)$")
    for line in open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"):
        m = pat.match(line)
        if not m: continue
        sign, fn, quote = m.groups()
        if not re.search(r"\.(pdf|docx|md|txt|json|jpg)$", fn): continue
        n += 1
        if norm(quote) not in norm(text_of(fn)):
            bad += 1
            print(f"NOT FOUND [{sign}] {fn}: {quote}")
    # every question's gold persons must exist; intents have 4 questions with the same gold
    import yaml
    y = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    from collections import defaultdict
    g = defaultdict(list)
    for q in y["questions"]:
        for k in q["gold"]:
            assert k in y["people"], k
        g[q["intent"]].append(tuple(sorted(q["gold"])))
    for k, v in g.items():
        if len(v) != 4 or len(set(v)) != 1:
            bad += 1; print("intent problem", k, v)
    print(f"{n} quotes checked, {bad} problems, {len(y['questions'])} questions, {len(g)} intents")
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
