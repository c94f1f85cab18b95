"""Check every '+'/'-' evidence quote in questions.yaml occurs in its file's text
(whitespace-insensitive, NFKC). Also checks: every gold member has a '+' line, no '-' line is
the only evidence for a gold member, every person is gold somewhere. Exit 1 on failure."""
import os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
sys.path.insert(0, HERE)
import yaml  # noqa  (pyyaml from the venv or system)
from docx import Document

PHOTO_TEXT = {"IMG_20220315_184233.jpg": os.path.join(HERE, "zhuo_yihang_2022_photo_text.txt")}
OWNER = {"Idris_Halloran_CV.pdf": "IH", "zhuoyihang_resume_2026.pdf": "ZY",
         "IMG_20220315_184233.jpg": "ZY", "Yannick_Oberholzer_SRE.docx": "YO",
         "晏秋池-产品经理简历.docx": "YQ", "resume_miaoxc_2026.md": "MX"}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    if fn.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()


def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, fails, n = {}, 0, 0
    pending = []
    qi = 0
    covered = set()
    start = lines.index("questions:")
    for ln in lines[start:]:
        m = re.match(r"\s*#\s*([+-])\s+(\S+):\s(.+)$", ln)
        if m:
            sign, fn, quote = m.groups()
            pending.append((sign, fn, quote))
            n += 1
            if fn not in OWNER:
                print("UNKNOWN FILE", fn); fails += 1; continue
            if fn not in cache:
                cache[fn] = norm(text_of(fn))
            if norm(quote) not in cache[fn]:
                print(f"NOT FOUND [{fn}]: {quote}"); fails += 1
            continue
        if re.match(r"\s*- \{q:", ln):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            plus_owners = {OWNER.get(fn) for s, fn, _ in pending if s == "+"}
            for g in gold:
                if g not in plus_owners:
                    print(f"NO + EVIDENCE for {g} in: {q['q']}"); fails += 1
            for s, fn, _ in pending:
                if s == "+" and OWNER.get(fn) not in gold:
                    print(f"+ line for non-gold {OWNER.get(fn)} in: {q['q']}"); fails += 1
            covered |= gold
            pending = []
    missing = set(data["people"]) - covered
    if missing:
        print("never gold:", missing); fails += 1
    print(f"{n} evidence lines, {qi} questions, {fails} failures")
    sys.exit(1 if fails else 0)


main()
