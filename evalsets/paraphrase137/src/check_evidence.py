"""Checks that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.
Text sources: pdftotext for PDFs; python-docx paragraphs + table cells for DOCX; the raw file
for .md/.txt/.json; for the photographed .jpg, src/<stem>.txt (pdftotext of the page before it
became a photo). Comparison ignores all whitespace and markdown ** / * markers."""
import os, re, subprocess, sys, json
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

def text_of(name):
    p = os.path.join(CVS, name)
    if not os.path.exists(p):
        raise FileNotFoundError(name)
    ext = name.rsplit(".", 1)[-1].lower()
    if ext == "pdf":
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if ext == "docx":
        from docx import Document
        d = Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    if ext in ("jpg", "jpeg", "png"):
        stem = name.rsplit(".", 1)[0]
        return open(os.path.join(HERE, stem + ".txt"), encoding="utf-8").read()
    return open(p, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    cache, bad, n = {}, 0, 0
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s]+\.(?:pdf|docx|md|txt|json|jpg)):\s?(.*)$", line)
        if not m:
            continue
        n += 1
        sign, f, quote = m.groups()
        try:
            if f not in cache:
                cache[f] = norm(text_of(f))
        except FileNotFoundError:
            print(f"line {i}: missing file {f}"); bad += 1; continue
        if norm(quote) not in cache[f]:
            print(f"line {i}: NOT FOUND in {f}: {quote}"); bad += 1
    # structural checks: every intent asked 4 times with one gold; gold keys known; 2 EN + 2 ZH
    people = set(re.findall(r"^  ([A-Z]{2}): \[", "\n".join(lines), re.M))
    intents, langs = {}, {}
    for line in lines:
        m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\], intent: (\S+)\}', line)
        if not m:
            continue
        q, gold, tags, it = m.groups()
        g = tuple(sorted(x.strip() for x in gold.split(",") if x.strip()))
        for k in g:
            if k not in people:
                print("unknown key", k, "in", q); bad += 1
        intents.setdefault(it, set()).add(g)
        zh = bool(re.search(r"[\u4e00-\u9fff]", q))
        langs.setdefault(it, []).append("zh" if zh else "en")
    for it, gs in intents.items():
        if len(gs) != 1 or sorted(langs[it]) != ["en", "en", "zh", "zh"]:
            print("intent problem", it, gs, langs[it]); bad += 1
    covered = set(k for gs in intents.values() for g in gs for k in g)
    if covered != people:
        print("people never gold:", people - covered); bad += 1
    print(f"{len(intents)} intents, {sum(len(v) for v in langs.values())} questions")
    return bad, n

if __name__ == "__main__":
    bad, n = main()
    print(f"{n} quotes checked, {bad} problems")
    sys.exit(1 if bad else 0)
