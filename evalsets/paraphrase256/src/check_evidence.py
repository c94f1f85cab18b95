"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
PDF: pdftotext; DOCX: python-docx paragraphs + table cells; md/txt: the file; JSON: all string
values; the photo .jpg: src/qi_yunning_cv_page1.txt. Comparison ignores whitespace, NFKC forms,
markdown ** / * markers, bullets and hyphen/dash variants. Also checks: every gold member has a
'+' line, no '-' line is the only support, each intent has 4 questions with one gold, and all
people are gold somewhere. Exit 1 on failure."""
import json, os, re, subprocess, sys, unicodedata
import yaml
from docx import Document

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CVS = os.path.join(ROOT, "cvs")
PHOTO_TEXT = {"IMG_20261104_091522.jpg": os.path.join(HERE, "qi_yunning_cv_page1.txt")}
OWNER = {
    "xian_jialang_简历.txt": "XJ", "柏雨霏_加盟拓展经理.docx": "BY", "屈燕翎_简历_2023.md": "QY",
    "Yanling_Qu_CV_2026.pdf": "QY", "Matthias_Oberlechner_GM.pdf": "MO", "庞卓霖_版图工程师.pdf": "PZ",
    "IMG_20261104_091522.jpg": "QN", "aditya_venkatesan.resume.json": "AV", "Yue_Qingrong_CV_2026.docx": "YQ",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    s = re.sub(r"[\u2010\u2011\u2012\u2013\u2014\u2212\-]", "-", s)
    s = s.replace("**", "").replace("*", "").replace("•", "")
    return re.sub(r"\s+", "", s)


def json_strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)
    elif isinstance(o, str):
        yield o


def text_of(name):
    path = os.path.join(CVS, name)
    if name in PHOTO_TEXT:
        return open(PHOTO_TEXT[name], encoding="utf-8").read()
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        d = Document(path)
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if name.endswith(".json"):
        return "\n".join(json_strings(json.load(open(path, encoding="utf-8"))))
    return open(path, encoding="utf-8").read()


def main():
    fails = []
    lines = open(os.path.join(ROOT, "questions.yaml"), encoding="utf-8").read().splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache = {}
    pending = []  # evidence lines before the next question
    qi = 0
    gold_seen = set()
    intents = {}
    in_questions = False
    for ln, line in enumerate(lines, 1):
        if line.startswith("questions:"):
            in_questions = True
            continue
        if not in_questions:
            continue
        m = re.match(r"\s*#\s*([+-])\s+([^:]+?):\s+(.*)$", line)
        if m:
            sign, fname, quote = m.groups()
            if fname not in cache:
                if not os.path.exists(os.path.join(CVS, fname)):
                    fails.append(f"line {ln}: no such file {fname}")
                    continue
                cache[fname] = norm(text_of(fname))
            if norm(quote) not in cache[fname]:
                fails.append(f"line {ln}: quote not found in {fname}: {quote}")
            pending.append((sign, fname, ln))
            continue
        if re.match(r"\s*- \{q:", line):
            q = data["questions"][qi]
            qi += 1
            plus_owners = {OWNER[f] for s, f, _ in pending if s == "+"}
            minus_owners = {OWNER[f] for s, f, _ in pending if s == "-"}
            for g in q["gold"]:
                gold_seen.add(g)
                if g not in plus_owners:
                    fails.append(f"line {ln}: gold {g} has no + evidence")
            for o in plus_owners - set(q["gold"]):
                fails.append(f"line {ln}: + evidence for non-gold {o}")
            intents.setdefault(q["intent"], []).append(q)
        elif line.strip() and not line.lstrip().startswith("#"):
            pending = [] if not line.lstrip().startswith("- {q:") else pending
        if line.strip().startswith("# ----"):
            pending = []
    for name, qs in intents.items():
        if len(qs) != 4:
            fails.append(f"intent {name}: {len(qs)} questions")
        if len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            fails.append(f"intent {name}: gold differs between phrasings")
    missing = set(data["people"]) - gold_seen
    if missing:
        fails.append(f"people never gold: {sorted(missing)}")
    for f in os.listdir(CVS):
        if f not in OWNER:
            fails.append(f"cvs/{f} has no owner entry")
    print(f"{qi} questions, {len(intents)} intents, {len(cache)} files checked")
    for f in fails:
        print("FAIL", f)
    print("OK" if not fails else f"{len(fails)} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
