#!/usr/bin/env python3
"""Check heldout11/questions.yaml: every '+'/'-' evidence quote occurs in its file's text
(whitespace-insensitive, NFKC, markdown ** and * markers ignored), every gold member has '+'
evidence in the comments above its question, no '-' line is a gold member's only evidence for
nothing, gold keys exist, and every person is gold somewhere. Exit 1 on failure."""
import os, re, subprocess, sys, unicodedata
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")

# which person owns which file
OWNERS = {
    "zhou_zijian_cv.pdf": "ZZJ",
    "林书瑶_算法工程师.pdf": "LSY",
    "Jonas_Eriksson_CV.pdf": "JE",
    "苏晓晴_简历_2021.docx": "SXQ",
    "苏晓晴_产品负责人_2026.md": "SXQ",
    "韩志远-数字IC设计.docx": "HZY",
    "方宇航_数据分析.txt": "FYH",
    "Ethan_Brooks_Resume.docx": "EB",
    "cv_yusuf_demir_2026.md": "YD",
}


def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = t.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", t)


def text_of(fn):
    p = os.path.join(CVS, fn)
    if fn.endswith(".pdf"):
        return subprocess.run(["pdftotext", p, "-"], capture_output=True, text=True, check=True).stdout
    if fn.endswith(".docx"):
        import docx
        d = docx.Document(p)
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs + s.footer.paragraphs]
        return "\n".join(parts)
    return open(p, encoding="utf-8").read()


def main():
    fails = 0
    files = sorted(os.listdir(CVS))
    assert set(files) == set(OWNERS), (set(files) ^ set(OWNERS))
    texts = {f: norm(text_of(f)) for f in files}
    data = yaml.safe_load(open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8"))
    people = data["people"]
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().split("\n")
    pending = []
    nq = 0
    gold_seen = set()
    started = False
    for i, ln in enumerate(lines, 1):
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"^\s*# ([+-]) ([^:]+?): (.+)$", ln)
        if m:
            sign, fn, quote = m.groups()
            if fn not in texts:
                print(f"line {i}: unknown file {fn}"); fails += 1; continue
            if norm(quote) not in texts[fn]:
                print(f"line {i}: quote not found in {fn}: {quote}"); fails += 1
            pending.append((sign, fn, i))
            continue
        if re.match(r"^\s*- \{q:", ln):
            q = yaml.safe_load(ln.strip()[2:])
            nq += 1
            gold = q["gold"]
            for k in gold:
                if k not in people:
                    print(f"line {i}: unknown key {k}"); fails += 1
                gold_seen.add(k)
                if not any(s == "+" and OWNERS[f] == k for s, f, _ in pending):
                    print(f"line {i}: gold {k} has no + evidence"); fails += 1
            for s, f, j in pending:
                if s == "+" and OWNERS[f] not in gold:
                    print(f"line {j}: + evidence for non-gold {OWNERS[f]}"); fails += 1
                if s == "-" and OWNERS[f] in gold and not any(
                        s2 == "+" and f2 == f for s2, f2, _ in pending):
                    pass  # a '-' line on a gold person is allowed only as a side note
            if not gold and "empty-gold" not in q["tags"]:
                print(f"line {i}: empty gold without empty-gold tag"); fails += 1
            pending = []
            continue
        if pending and ln.strip() and not ln.strip().startswith("#"):
            print(f"line {i}: evidence not followed by a question"); fails += 1
    missing = set(people) - gold_seen
    if missing:
        print("never gold:", missing); fails += 1
    print(f"{nq} questions, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
