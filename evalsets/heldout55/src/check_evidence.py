#!/usr/bin/env python3
"""Self-check for heldout55: every '+'/'-' evidence quote in questions.yaml must occur in its
file's text (whitespace-insensitive, NFKC). Also: every gold key has a '+' line, no '-' line is
about a gold person of that question, every person is gold somewhere. Exit 1 on failure."""
import os, re, subprocess, sys, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
OWNER = {
    "Xinyu_Pei_Resume_2026.pdf": "PX", "IMG_20210114_093052.jpg": "PX",
    "常浩楠-硬件工程师-简历.docx": "CH", "Theresa_Lindholm_CV.docx": "TL",
    "felipe_aranda_resume.md": "FA", "蓝雨舟_数据工程师.pdf": "LY",
}
PHOTO_TEXT = {"IMG_20210114_093052.jpg": os.path.join(HERE, "pei_xinyu_2021_page.txt")}

def norm(t):
    t = unicodedata.normalize("NFKC", t).replace("**", "").replace("•", "")
    return re.sub(r"\s+", "", t)

def text_of(fn):
    path = os.path.join(CVS, fn)
    if fn in PHOTO_TEXT:
        return open(PHOTO_TEXT[fn], encoding="utf-8").read()
    if fn.endswith(".pdf"):
        # layout mode keeps right-aligned dates on their entry's line; raw mode kept as a fallback
        return "\n".join(subprocess.run(["pdftotext", *m, path, "-"], capture_output=True, text=True).stdout
                         for m in (["-layout"], []))
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for r in t.rows:
                for c in r.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [p.text for p in s.header.paragraphs] + [p.text for p in s.footer.paragraphs]
        return "\n".join(parts)
    return open(path, encoding="utf-8").read()

def main():
    import yaml
    texts = {fn: norm(text_of(fn)) for fn in OWNER}
    missing = set(os.listdir(CVS)) ^ set(OWNER)
    fails = 0
    if missing:
        print("file list mismatch:", missing); fails += 1
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    people = set(data["people"])
    ev, seen_gold, nq = [], set(), 0
    lines = lines[lines.index("questions:"):]
    for ln in lines:
        m = re.match(r"\s*# ([+-]) ([^:]+): (.+)$", ln)
        if m:
            ev.append(m.groups()); continue
        m = re.match(r"\s*- \{q:", ln)
        if m:
            q = data["questions"][nq]; nq += 1
            gold = set(q["gold"]); seen_gold |= gold
            plus = {OWNER.get(f.strip()) for s, f, _ in ev if s == "+"}
            for s, f, quote in ev:
                f = f.strip()
                if f not in OWNER:
                    print(f"Q{nq}: unknown file {f}"); fails += 1; continue
                if norm(quote) not in texts[f]:
                    print(f"Q{nq}: quote not found in {f}: {quote}"); fails += 1
                if s == "+" and OWNER[f] not in gold:
                    print(f"Q{nq}: '+' line for non-gold {OWNER[f]}"); fails += 1
                if s == "-" and OWNER[f] in gold:
                    print(f"Q{nq}: '-' line about gold {OWNER[f]}"); fails += 1
            for g in gold - plus:
                print(f"Q{nq}: gold {g} has no '+' evidence"); fails += 1
            if not gold <= people:
                print(f"Q{nq}: unknown keys {gold - people}"); fails += 1
            ev = []
    if nq != len(data["questions"]):
        print("question count mismatch", nq, len(data["questions"])); fails += 1
    for p in people - seen_gold:
        print("person never gold:", p); fails += 1
    n_ev = sum(1 for l in lines if re.match(r"\s*# [+-] ", l))
    print(f"{nq} questions, {n_ev} evidence lines, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
