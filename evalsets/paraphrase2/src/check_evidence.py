"""Self-check of paraphrase2/questions.yaml: every evidence quote ("+ file: quote" and
"- file: quote") must occur in the text of that file (pdftotext for PDF, python-docx for DOCX
incl. table cells, the file itself for .md/.txt), ignoring whitespace, markdown * markers and
PDF bullets. Also checks: 13 intents x 4 phrasings, one gold per intent, every gold person has
a "+" quote under that intent, no "-" quote is in a gold person's file only, cross-lingual tags.
Run: /work/main/.venv/bin/python src/check_evidence.py   (exit 1 on failure)"""
import re, subprocess, sys, collections
from pathlib import Path
import yaml
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {  # file -> person key
    "chen_siyuan_zh.pdf": "CSY", "siyuan_chen_en.md": "CSY", "lukas_brandt.docx": "LB",
    "wang_yutong_zh.docx": "WYT", "emily_carter_cv.pdf": "EC", "liu_yang_zh.txt": "LY",
    "yang_liu_cv.docx": "LY", "priya_nair.md": "PN", "zhao_min_zh.md": "ZM",
    "zhou_kai_resume.pdf": "ZK", "resume_embedded_2026.txt": "DO", "huang_jiaxin_cv.txt": "HJX"}
LANG = {f: ("zh" if re.search(r"_zh\.", f) else "en") for f in OWNER}


def text_of(f):
    p = CVS / f
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [x.text for x in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts += [x.text for x in c.paragraphs]
        for s in d.sections:
            parts += [x.text for x in s.header.paragraphs] + [x.text for x in s.footer.paragraphs]
        return "\n".join(parts)
    return p.read_text(encoding="utf-8")


def norm(s):
    return re.sub(r"[\s*•]+", "", s)


def main():
    assert set(OWNER) == {p.name for p in CVS.iterdir()}, "file list differs from cvs/"
    texts = {f: norm(text_of(f)) for f in OWNER}
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    fails, pending, n = [], [], 0
    byintent = collections.defaultdict(lambda: {"ev": [], "qs": []})
    qi = 0
    for ln in lines:
        m = re.match(r"\s*#\s*([+-])\s+(\S+\.(?:pdf|docx|md|txt)):\s*(.+)$", ln)
        if m:
            pending.append(m.groups())
            continue
        if ln.strip().startswith("- {q:"):
            q = data["questions"][qi]; qi += 1
            if pending:
                byintent[q["intent"]]["ev"] = pending
                pending = []
            byintent[q["intent"]]["qs"].append(q)
    for intent, v in byintent.items():
        golds = {tuple(sorted(q["gold"])) for q in v["qs"]}
        if len(v["qs"]) != 4 or len(golds) != 1:
            fails.append(f"{intent}: {len(v['qs'])} questions, {len(golds)} different golds")
        gold = set(v["qs"][0]["gold"])
        supported = set()
        for sign, f, quote in v["ev"]:
            n += 1
            if f not in OWNER:
                fails.append(f"{intent}: unknown file {f}"); continue
            if norm(quote) not in texts[f]:
                fails.append(f"{intent}: quote not in {f}: {quote}")
            if sign == "+":
                if OWNER[f] not in gold:
                    fails.append(f"{intent}: + line for non-gold {OWNER[f]} ({f})")
                supported.add(OWNER[f])
            elif OWNER[f] in gold:
                fails.append(f"{intent}: - line names gold member {OWNER[f]} ({f})")
        if supported != gold:
            fails.append(f"{intent}: gold {sorted(gold)} but + evidence for {sorted(supported)}")
        for q in v["qs"]:
            ql = "zh" if re.search(r"[\u4e00-\u9fff]", q["q"]) else "en"
            xl = any(all(LANG[f] != ql for f, o in OWNER.items() if o == g) for g in gold)
            if xl != ("cross-lingual" in q["tags"]):
                fails.append(f"{intent}: cross-lingual tag wrong on {q['q']!r}")
            if "paraphrase" not in q["tags"] or ("empty-gold" in q["tags"]) != (not gold):
                fails.append(f"{intent}: tags {q['tags']} on {q['q']!r}")
    print(f"{len(byintent)} intents, {qi} questions, {n} evidence lines, {len(fails)} failures")
    for x in fails:
        print("FAIL", x)
    return 1 if fails or len(byintent) != 13 or qi != 52 else 0


if __name__ == "__main__":
    sys.exit(main())
