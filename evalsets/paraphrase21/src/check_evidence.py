#!/usr/bin/env python3
"""Checks every '+'/'-' evidence quote in ../questions.yaml against its file's text.
Text: pdftotext (PDF), python-docx paragraphs + table cells (DOCX), the file (.md/.txt,
markdown ** and * markers removed), and for the phone photo the saved page text in src/.
Comparison ignores all whitespace. Also checks gold keys, intents (4 each, same gold) and that
every gold person has a '+' line in the block above the question (by file ownership).
'-' lines may concern a gold person's other facts."""
import re, subprocess, sys
from collections import defaultdict
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_142217.jpg": ROOT / "src" / "graham_okonedo_page_text.txt"}
OWNER = {
    "rohan_deshpande_cv.pdf": "RD", "蒋沐川_芯片设计.pdf": "JM", "罗清扬_数据分析_2021.docx": "LQ",
    "罗清扬_简历_2026.md": "LQ", "Tessa_Vandermolen_PM.docx": "TV", "farah_benali_research_cv.md": "FB",
    "殷嘉树_嵌入式_简历.txt": "YJ", "IMG_20261103_142217.jpg": "GO",
}


def norm(s):
    return re.sub(r"\s+", "", s.replace("**", "").replace("*", ""))


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text()
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        return "\n".join(parts)
    return p.read_text()


def main():
    fails = 0
    files = sorted(f.name for f in CVS.iterdir())
    assert set(files) == set(OWNER), (files, OWNER)
    texts = {f: norm(text_of(f)) for f in files}
    data = yaml.safe_load((ROOT / "questions.yaml").read_text())
    keys = set(data["people"])
    lines = (ROOT / "questions.yaml").read_text().splitlines()
    block = []
    n_ev = 0
    qi = 0
    by_intent = defaultdict(list)
    start = lines.index("questions:")
    for ln in lines[start:]:
        s = ln.strip()
        m = re.match(r"#\s*([+-])\s*([^:]+?):\s(.*)$", s)
        if m:
            sign, f, quote = m.groups()
            n_ev += 1
            if f not in texts:
                print("UNKNOWN FILE:", f); fails += 1; continue
            if norm(quote) not in texts[f]:
                print("NOT FOUND:", f, "::", quote); fails += 1
            block.append((sign, f))
            continue
        if s.startswith("- {q:"):
            q = data["questions"][qi]; qi += 1
            gold = set(q["gold"])
            if not gold <= keys:
                print("BAD KEY", q); fails += 1
            plus = {OWNER[f] for sg, f in block if sg == "+"}
            minus = {OWNER[f] for sg, f in block if sg == "-"}
            if gold - plus:
                print("NO EVIDENCE for", gold - plus, "in", q["q"]); fails += 1
            if plus - gold:
                print("'+' for non-gold", plus - gold, "in", q["q"]); fails += 1
            by_intent[q["intent"]].append(q)
        elif s.startswith("# ====="):
            block = []
    assert qi == len(data["questions"])
    for it, qs in by_intent.items():
        golds = {tuple(sorted(q["gold"])) for q in qs}
        if len(qs) != 4 or len(golds) != 1:
            print("INTENT PROBLEM", it, len(qs), golds); fails += 1
    used = set().union(*(set(q["gold"]) for q in data["questions"]))
    if keys - used:
        print("never gold:", keys - used); fails += 1
    print(f"{n_ev} evidence lines, {qi} questions, {len(by_intent)} intents, failures: {fails}")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
