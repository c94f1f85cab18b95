"""Self-check for ../questions.yaml:
- every "# + file: quote" / "# - file: quote" quote occurs in the text of that file
  (whitespace-insensitive, NFKC);
- every gold person of a question has at least one "+" line from one of their own files;
- every intent has exactly 4 questions (2 EN + 2 ZH) with identical gold."""
import json, re, sys, subprocess, unicodedata
from collections import defaultdict
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261114_093412.jpg": ROOT / "src/p7/yasmin_saleem_page_text.txt"}
OWNER = {
    "柏知川_BMS工程师.pdf": "BZ", "Hester_Venning_CV.pdf": "HV", "JiqiuLin_resume.pdf": "LJ",
    "阚佩文-免税零售经理.docx": "KP", "瞿浩辰_简历_2022.txt": "QH", "haochen_qu_cv.md": "QH",
    "Isobel_Fairhurst_CV.docx": "IF", "IMG_20261114_093412.jpg": "YS", "niu_anlan_resume.json": "NA",
}


def json_strings(x):
    if isinstance(x, dict):
        for v in x.values():
            yield from json_strings(v)
    elif isinstance(x, list):
        for v in x:
            yield from json_strings(v)
    elif isinstance(x, str):
        yield x


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")


def norm(s):
    s = unicodedata.normalize("NFKC", s).replace("**", "").replace("*", "")
    return re.sub(r"\s+", "", s)


def main():
    files = sorted(f.name for f in CVS.iterdir())
    assert set(files) == set(OWNER), (files, sorted(OWNER))
    texts = {f: norm(text_of(f)) for f in files}
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    people = data["people"]
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    fails, nq, nev = [], 0, 0
    pending = []
    by_intent = defaultdict(list)
    for ln in lines:
        s = ln.strip()
        m = re.match(r"#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt|json|jpg)):\s+(.*)$", s)
        if m:
            sign, f, quote = m.groups()
            nev += 1
            if f not in texts:
                fails.append(f"unknown file {f}")
            elif norm(quote) not in texts[f]:
                fails.append(f"quote not found in {f}: {quote}")
            pending.append((sign, f, quote))
            continue
        if s.startswith("- {q:"):
            q = yaml.safe_load(s[2:])
            nq += 1
            for k in q["gold"]:
                if k not in people:
                    fails.append(f"unknown key {k} in {q['q']}")
                if not any(sg == "+" and OWNER.get(f) == k for sg, f, _ in pending):
                    fails.append(f"gold {k} has no + evidence: {q['q']}")
            by_intent[q["intent"]].append(q)
        elif s == "" or s.startswith("# ----"):
            if s.startswith("# ----"):
                pending = []
    for it, qs in by_intent.items():
        zh = [q for q in qs if re.search(r"[\u4e00-\u9fff]", q["q"])]
        if len(qs) != 4 or len(zh) != 2:
            fails.append(f"{it}: {len(qs)} questions, {len(zh)} Chinese")
        if len({tuple(sorted(q['gold'])) for q in qs}) != 1:
            fails.append(f"{it}: gold differs between phrasings")
    gold_people = {k for qs in by_intent.values() for q in qs for k in q["gold"]}
    for k in people:
        if k not in gold_people:
            fails.append(f"{k} is never gold")
    print(f"{nq} questions, {len(by_intent)} intents, {nev} evidence lines, {len(fails)} failures")
    for f in fails:
        print("FAIL", f)
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
