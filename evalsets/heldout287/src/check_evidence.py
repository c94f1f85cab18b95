#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line of ../questions.yaml against the file's text
(whitespace-insensitive, NFKC). Also checks: every gold person has at least one '+' line above the
question, gold keys exist, and every person is gold somewhere. Exit 1 on any failure."""
import os, re, subprocess, sys, unicodedata
import yaml
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"jingyun_ke_cv_2026.jpg": os.path.join(HERE, "jingyun_ke_2026_page_text.txt")}
OWNER = {"雷明朔_Android_简历.txt": "LM", "matias_rebolledo_cv.pdf": "MR", "施若萍_个人简历.pdf": "SR",
         "kirsty_mulhearn_cv.docx": "KM", "柯景昀_技术美术_2022.md": "KJ", "jingyun_ke_cv_2026.jpg": "KJ"}

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
                parts += [c.text for c in row.cells]
        return "\n".join(parts)
    t = open(path, encoding="utf-8").read()
    return re.sub(r"[*#`]", "", t) if name.endswith(".md") else t

def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("•", "")
    return re.sub(r"\s+", "", s)

def main():
    qpath = os.path.join(ROOT, "questions.yaml")
    data = yaml.safe_load(open(qpath, encoding="utf-8"))
    keys = set(data["people"])
    texts = {n: norm(text_of(n)) for n in OWNER}
    fails, pending, nq = 0, [], 0
    gold_seen = set()
    for ln, line in enumerate(open(qpath, encoding="utf-8"), 1):
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s+(.*\S)\s*$", line)
        if m and m.group(2) in OWNER:
            sign, f, quote = m.groups()
            if norm(quote) not in texts[f]:
                print(f"FAIL line {ln}: quote not in {f}: {quote}"); fails += 1
            pending.append((sign, OWNER[f]))
            continue
        m = re.match(r"\s*-\s*\{q:", line)
        if m:
            nq += 1
            q = yaml.safe_load(line.strip()[2:])
            gold = q["gold"]
            for g in gold:
                if g not in keys:
                    print(f"FAIL line {ln}: unknown key {g}"); fails += 1
                if ("+", g) not in pending:
                    print(f"FAIL line {ln}: gold {g} has no + evidence"); fails += 1
                gold_seen.add(g)
            for sign, who in pending:
                if sign == "+" and who not in gold:
                    print(f"FAIL line {ln}: + evidence for non-gold {who}"); fails += 1
            if not gold and "empty-gold" not in q["tags"]:
                print(f"FAIL line {ln}: empty gold without empty-gold tag"); fails += 1
            pending = []
    for k in keys - gold_seen:
        print(f"FAIL: {k} is never gold"); fails += 1
    print(f"{nq} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
