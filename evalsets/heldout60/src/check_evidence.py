"""Check every '+'/'-' evidence quote in questions.yaml occurs in its file's text (whitespace-insensitive).
Text: pdftotext (PDF); python-docx paragraphs + table cells (DOCX); the file itself (.md, ** and *
removed); for the photo lu_jiahang_old_2022.jpg the saved page text src/lu_jiahang_old_2022.page.txt.
Also checks: every gold key is a person, every gold person has a '+' line, no '+' line belongs to a
non-gold person, no '-' line belongs to a gold person, every person is gold somewhere. Exit 1 on failure."""
import os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"lu_jiahang_old_2022.jpg": os.path.join(ROOT, "src", "lu_jiahang_old_2022.page.txt")}
OWNER = {"lu_jiahang_resume_2026.pdf": "LJH", "lu_jiahang_old_2022.jpg": "LJH",
         "Yiheng_Shen_CV.pdf": "SYH", "欧晓蔓_产品经理简历.docx": "OXM",
         "Weiyi_Kang_Resume.docx": "KWY", "xia_ruowen_cv.md": "XRW"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = s.replace("•", "")
    return re.sub(r"\s+", "", s)

def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        d = Document(p)
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read().replace("*", "")

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    texts = {fn: norm(text_of(fn)) for fn in OWNER}
    fails, n, pending = 0, 0, []
    qi = 0
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*# ([+-]) (\S+?): (.+)$", ln)
        if m:
            sign, fn, quote = m.groups()
            n += 1
            if fn not in texts:
                print("UNKNOWN FILE", fn); fails += 1; continue
            if norm(quote) not in texts[fn]:
                print(f"NOT FOUND [{fn}] {quote}"); fails += 1
            pending.append((sign, OWNER[fn]))
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            if not gold <= people:
                print("BAD KEY", q); fails += 1
            plus = {o for s, o in pending if s == "+"}
            minus = {o for s, o in pending if s == "-"}
            for g in gold - plus:
                print("NO EVIDENCE for", g, "in", q["q"]); fails += 1
            for o in plus - gold:
                print("+ line for non-gold", o, "in", q["q"]); fails += 1
            for o in minus & gold:
                print("- line names gold member", o, "in", q["q"]); fails += 1
            pending = []
    if qi != len(data["questions"]):
        print("question count mismatch", qi, len(data["questions"])); fails += 1
    allgold = set().union(*[set(q["gold"]) for q in data["questions"]])
    for p in people - allgold:
        print("person never gold:", p); fails += 1
    print(f"{n} evidence lines, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
