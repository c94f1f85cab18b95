"""Check that every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text
(whitespace-insensitive; markdown ** / * markers ignored; PDF bullets ignored).
PDF: pdftotext (fallback pypdf); DOCX: python-docx paragraphs + table cells; .md/.json/.txt: the file;
the photo IMG_20251024_213507.jpg: src/yu_xinghe_photo_page.txt."""
import os, re, subprocess, sys
import yaml  # noqa: E402  (PyYAML; falls back below if missing)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20251024_213507.jpg": os.path.join(HERE, "yu_xinghe_photo_page.txt")}


def norm(s):
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def text_of(fn):
    p = os.path.join(CVS, fn)
    if not os.path.exists(p):
        raise FileNotFoundError(fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        try:
            return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
        except Exception:
            from pypdf import PdfReader
            return "\n".join(pg.extract_text() or "" for pg in PdfReader(p).pages)
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                parts += [c.text for c in r.cells]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def main():
    qy = os.path.join(ROOT, "questions.yaml")
    # also make sure the YAML parses and keys are known
    data = yaml.safe_load(open(qy, encoding="utf-8"))
    keys = set(data["people"])
    for q in data["questions"]:
        bad = [g for g in q["gold"] if g not in keys]
        assert not bad, (q["q"], bad)
    cache, n, fails = {}, 0, 0
    for ln, line in enumerate(open(qy, encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|json|jpg|txt)):\s(.*)$", line)
        if not m:
            continue
        fn, quote = m.group(2), m.group(3).strip()
        if fn not in cache:
            try:
                cache[fn] = norm(text_of(fn))
            except FileNotFoundError:
                print(f"line {ln}: NO FILE {fn}"); fails += 1; continue
        n += 1
        if norm(quote) not in cache[fn]:
            fails += 1
            print(f"line {ln}: NOT FOUND in {fn}: {quote}")
    gold_people = {g for q in data["questions"] for g in q["gold"]}
    missing = keys - gold_people
    if missing:
        print("people never gold:", missing); fails += 1
    print(f"{n} quotes checked, {len(data['questions'])} questions, {fails} problems")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
