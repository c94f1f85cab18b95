"""Self-check for questions.yaml: every '# + file: quote' / '# - file: quote' must occur (whitespace-insensitive)
in the text of its file; every gold person of a question must have at least one '+' quote from one of their files;
keys must exist in people:. Run: src/.venv/bin/python src/check_evidence.py"""
import os, re, subprocess, sys


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261014_093512.jpg": os.path.join(ROOT, "src", "mq", "marisol_dunleigh_2026_page_text.txt")}
OWNER = {
    "joaquim_feldhaus.pdf": "JF", "xin_yanru_resume.pdf": "XY", "ilektra_panagou_cv.docx": "IP",
    "苑晴柔_供应链计划.md": "YQ", "marisol_dunleigh_cv_2022.txt": "MD", "IMG_20261014_093512.jpg": "MD",
}

def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        try:
            return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
        except Exception:
            from pypdf import PdfReader
            return "\n".join(p.extract_text() or "" for p in PdfReader(path).pages)
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.extend(p.text for p in c.paragraphs)
                    parts.append(c.text)
        for s in d.sections:
            parts.extend(p.text for p in s.header.paragraphs)
            parts.extend(p.text for p in s.footer.paragraphs)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def norm(s):
    s = s.replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, errors, pending, nq = {}, [], [], 0
    people = set(re.findall(r"^  ([A-Z]{2}):", "\n".join(lines), re.M))
    for i, line in enumerate(lines, 1):
        m = re.match(r"\s*#\s*([+-])\s+([^:\s][^:]*?\.(?:pdf|docx|md|txt|jpg)):\s(.*)$", line)
        if m:
            sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            if fname not in OWNER:
                errors.append(f"line {i}: unknown file {fname}"); continue
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
            if norm(quote) not in cache[fname]:
                errors.append(f"line {i}: quote not found in {fname}: {quote}")
            pending.append((sign, fname))
            continue
        q = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\], tags: \[(.*?)\]\}\s*$", line)
        if q:
            nq += 1
            gold = [g.strip() for g in q.group(2).split(",") if g.strip()]
            for g in gold:
                if g not in people:
                    errors.append(f"line {i}: unknown key {g}")
                if not any(s == "+" and OWNER[f] == g for s, f in pending):
                    errors.append(f"line {i}: gold {g} has no '+' evidence")
            for s, f in pending:
                if s == "+" and OWNER[f] not in gold:
                    errors.append(f"line {i}: '+' evidence from {f} but {OWNER[f]} not gold")
            if not gold and "empty-gold" not in q.group(3):
                errors.append(f"line {i}: empty gold without empty-gold tag")
            pending = []
        elif line.strip().startswith("- {q:"):
            errors.append(f"line {i}: could not parse question line")
    for e in errors:
        print("FAIL", e)
    print(f"{nq} questions, {len(errors)} problems")
    sys.exit(1 if errors else 0)

if __name__ == "__main__":
    main()
