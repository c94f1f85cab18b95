"""Self-check of heldout7's evidence comments (run with a Python that has python-docx and PyYAML).
For every "# + file: quote" / "# - file: quote" line above a question in questions.yaml: the quote
must occur in the text of that file (src/cvtext.py: pdftotext for PDFs, python-docx for DOCX, the file
for md/txt, the photographed PDF for the JPEG), after NFKC, dropping markdown * markers and collapsing
runs of whitespace (also tried with all whitespace removed, which pdftotext's CJK spacing needs).
Also: every gold person has a "+" line from one of their own files, no "-" line comes from a gold
person's file, and every file in cvs/ belongs to exactly one person. Exit 1 on any failure."""
import os, re, sys, unicodedata
import yaml
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cvtext import text_of, CVS

HERE = os.path.dirname(os.path.abspath(__file__))
QFILE = os.path.join(HERE, "..", "questions.yaml")
OWNERS = {
    "CSY": ["chen_siyuan_zh.pdf", "Siyuan_Chen_Resume.docx"],
    "LH": ["lena_hoffmann_cv.pdf"],
    "WL": ["wang_lei_resume.txt"],
    "LJQ": ["刘佳琪_数据分析师_简历.docx"],
    "SM": ["sophie_martin.md"],
    "ZT": ["张婷_产品经理.pdf", "ting_zhang_en.md"],
    "EC": ["Emily_Carter_CV.pdf"],
    "LHR": ["li_haoran_resume.pdf"],
    "RM": ["rahul_mehta_cv.pdf"],
    "ZYM": ["zhaoyiming_resume_2025.pdf"],
    "KN": ["CV_SRE_2026.docx"],
    "DS": ["daniel_schmidt.txt"],
    "HZQ": ["黄志强_简历_2021.docx", "Zhiqiang_Huang_CV_2026.pdf"],
    "TW": ["IMG_20261115_181203.jpg"],
}
OWNER_OF = {f: k for k, fs in OWNERS.items() for f in fs}


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("*", "")
    return re.sub(r"\s+", " ", s).strip()


def main():
    fails = []
    files = sorted(os.listdir(CVS))
    if sorted(OWNER_OF) != files:
        fails.append(f"owners/files mismatch: {set(files) ^ set(OWNER_OF)}")
    texts = {f: norm(text_of(f)) for f in files}
    lines = open(QFILE, encoding="utf-8").read().splitlines()
    ev = []
    n_quotes = 0
    started = False
    for ln, line in enumerate(lines, 1):
        if line.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*# ([+-]) ([^:]+?): (.+)$", line)
        if m:
            ev.append((m.group(1), m.group(2).strip(), m.group(3), ln))
            continue
        if re.match(r"\s*- \{q:", line):
            q = yaml.safe_load(line.strip()[2:])
            gold = set(q["gold"])
            plus_owners = set()
            for sign, f, quote, qln in ev:
                n_quotes += 1
                if f not in texts:
                    fails.append(f"L{qln}: unknown file {f}")
                    continue
                t, nq = texts[f], norm(quote)
                if nq not in t:
                    if nq.replace(" ", "") in t.replace(" ", ""):
                        pass
                    else:
                        fails.append(f"L{qln}: quote not in {f}: {quote}")
                    if nq not in t and nq.replace(" ", "") in t.replace(" ", ""):
                        print(f"note L{qln}: matches only with all whitespace removed ({f}): {quote}")
                if sign == "+":
                    plus_owners.add(OWNER_OF[f])
                    if OWNER_OF[f] not in gold:
                        fails.append(f"L{qln}: + line from non-gold {OWNER_OF[f]}")
                elif OWNER_OF[f] in gold:
                    fails.append(f"L{qln}: - line from gold person {OWNER_OF[f]}")
            for g in gold - plus_owners:
                fails.append(f"L{ln}: gold {g} has no + evidence ({q['q']})")
            ev = []
    # fields.yaml: written forms must occur in one of the person's files
    fy = yaml.safe_load(open(os.path.join(HERE, "..", "fields.yaml"), encoding="utf-8"))["fields"]
    n_fields = 0
    for key, v in fy.items():
        blob = " ".join(texts[f] for f in OWNERS[key]).lower()
        forms = [v["name"]] + [e["name"] for e in v["employers"]] + v["titles"] + v["schools"]
        forms += [p["org"] for p in v["positions"]] + [p["title"] for p in v["positions"]]
        for form in forms:
            n_fields += 1
            nf = norm(form).lower()
            if nf not in blob and nf.replace(" ", "") not in blob.replace(" ", ""):
                fails.append(f"fields {key}: not in its files: {form}")
    sy = yaml.safe_load(open(os.path.join(HERE, "..", "summaries.yaml"), encoding="utf-8"))["summaries"]
    if sorted(sy) != sorted(OWNERS) or sorted(fy) != sorted(OWNERS):
        fails.append("summaries/fields keys differ from people")
    print(f"{n_fields} fields.yaml forms checked")
    print(f"{n_quotes} evidence lines checked, {len(fails)} failures")
    for f in fails:
        print("FAIL", f)
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
