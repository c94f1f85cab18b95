#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in ../questions.yaml against its file's text.

Text sources: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file itself
(.md/.txt), and for the phone photo the page text kept in src/ (PHOTO_TEXT). Comparison ignores
whitespace, markdown ** markers, NFKC forms and typographic quotes. Also checks that every gold
key has at least one '+' line, every person is gold somewhere, and that no '-' line sits under a
question with an empty '+' list for the wrong reason (informational only).
Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261103_简历_佟溪月.jpg": os.path.join(HERE, "tong", "tong_xiyue_2026_page_text.txt")}
OWNER = {  # file -> person key (to check that + lines come from a gold person's file)
    "isolde_ashgrove_cv.pdf": "IA",
    "姜黎川_芯片验证.pdf": "JL",
    "Cindy_Tong_CV_2021.txt": "TX",
    "IMG_20261103_简历_佟溪月.jpg": "TX",
    "Kavya_Muralidharan_DataEngineer.docx": "KM",
    "sebastiaan_muyskens.md": "SM",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    for a, b in (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("**", ""), ("•", "")):
        s = s.replace(a, b)
    return re.sub(r"\s+", "", s)

def text_of(name):
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    path = os.path.join(CVS, name)
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.extend(p.text for p in c.paragraphs)
        for s in d.sections:
            parts.extend(p.text for p in s.header.paragraphs + s.footer.paragraphs)
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def main():
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    cache, fails, pending, n_ev, n_q = {}, [], [], 0, 0
    gold_seen = set()
    people = set(re.findall(r"^  (\w+): \[", "\n".join(lines), re.M))
    start = lines.index("questions:")
    for i, ln in enumerate(lines, 1):
        if i <= start + 1:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*)$", ln)
        if m:
            sign, f, quote = m.groups()
            if f not in OWNER:
                fails.append(f"line {i}: unknown file {f}")
                continue
            if f not in cache:
                cache[f] = norm(text_of(f))
            n_ev += 1
            if norm(quote) not in cache[f]:
                fails.append(f"line {i}: quote not in {f}: {quote}")
            pending.append((sign, f, i))
            continue
        m = re.match(r"\s*- \{q: \"(.*)\", gold: \[(.*?)\], tags: \[(.*?)\]\}", ln)
        if m:
            n_q += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            gold_seen.update(gold)
            plus_owners = {OWNER[f] for s, f, _ in pending if s == "+"}
            for g in gold:
                if g not in people:
                    fails.append(f"line {i}: unknown key {g}")
                if g not in plus_owners:
                    fails.append(f"line {i}: gold {g} has no + evidence")
            for s, f, j in pending:
                if s == "+" and OWNER[f] not in gold:
                    fails.append(f"line {j}: + evidence from non-gold {OWNER[f]}")
                if s == "-" and OWNER[f] in gold:
                    fails.append(f"line {j}: - trap names gold member {OWNER[f]}")
            if "empty-gold" in m.group(3) and gold:
                fails.append(f"line {i}: empty-gold tag but gold non-empty")
            if not gold and "empty-gold" not in m.group(3):
                fails.append(f"line {i}: empty gold without empty-gold tag")
            pending = []
    for p in sorted(people - gold_seen):
        fails.append(f"person {p} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{n_q} questions, {n_ev} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
