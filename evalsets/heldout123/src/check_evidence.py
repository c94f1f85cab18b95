"""Checks every '+'/'-' evidence quote in ../questions.yaml occurs in its file's text.
Text sources: pdftotext (PDF, raw or -layout), python-docx paragraphs + table cells (DOCX), the file itself
(.md/.txt), and for the photographed .jpg the pre-photo page text src/yi_xiaonan_2026_page.txt.
Comparison ignores all whitespace, NFKC forms and markdown * markers. Also checks that every gold
person has '+' evidence, that every person is gold somewhere, and the empty-gold count.
Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"易晓楠_resume_photo.jpg": os.path.join(HERE, "yi_xiaonan_2026_page.txt")}
OWNER = {"韦若枫_电芯工程师.pdf": "WR", "Maeve_Sutcliffe_CV.pdf": "MS", "Farai_Mavhunga_Resume.docx": "FM",
         "ong_li_ting.md": "LO", "易晓楠_简历_2022.txt": "YX", "易晓楠_resume_photo.jpg": "YX"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"[\s*]+", "", s)

def text_of(name):
    p = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        # raw reading order + layout mode (tables read row by row); a quote may match either
        raw = subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
        lay = subprocess.run(["pdftotext", "-layout", p, "-"], capture_output=True, text=True, check=True).stdout
        return raw + "\n\u0000\n" + lay
    if name.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, fails, pending, n = {}, [], [], 0
    qi = 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+?\.(?:pdf|docx|md|txt|jpg)):\s(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            if f not in OWNER:
                fails.append(f"unknown file {f}"); continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            n += 1
            if norm(quote) not in cache[f]:
                fails.append(f"NOT FOUND in {f}: {quote}")
            pending.append((sign, f))
            continue
        if re.match(r"\s*-\s*\{q:", ln):
            q = data["questions"][qi]; qi += 1
            plus = {OWNER[f] for s, f in pending if s == "+"}
            minus = {OWNER[f] for s, f in pending if s == "-"}
            for g in q["gold"]:
                if g not in plus:
                    fails.append(f"no + evidence for {g} in: {q['q']}")
            for g in minus & set(q["gold"]):
                fails.append(f"- line names gold member {g} in: {q['q']}")
            for p in plus - set(q["gold"]):
                fails.append(f"+ line for non-gold {p} in: {q['q']}")
            pending = []
    golds = {g for q in data["questions"] for g in q["gold"]}
    for k in data["people"]:
        if k not in golds:
            fails.append(f"person {k} never gold")
    empty = sum(1 for q in data["questions"] if not q["gold"])
    print(f"{n} quotes, {len(data['questions'])} questions, {empty} empty-gold")
    for f in fails:
        print("FAIL", f)
    print("OK" if not fails else f"{len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
