"""Checks every '+'/'-' evidence quote in ../questions.yaml against the text of its file.

Text: pdftotext for PDFs; python-docx paragraphs and table cells for DOCX; the file itself for
.md/.txt/.json (markdown ** and * markers removed); for the phone photo .jpg, the pdftotext of the
page before it was photographed (src/cressida_lavelle_page1.txt). Comparison ignores all
whitespace and NFKC differences. Also checks: each intent has 4 questions with one gold, every
gold member has '+' evidence, no '-' line is about a gold member, every person is gold somewhere.
Exit 1 on any failure.
"""
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import yaml
from docx import Document

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20261103_184522.jpg": HERE / "cressida_lavelle_page1.txt"}
OWNER = {
    "luyao_xing_cv.pdf": "LX", "宫书远-存储-简历.pdf": "GS", "姬云泽_射频工程师.docx": "JY",
    "zuyining_resume.txt": "ZY", "Halvardsen_Astrid_CV_2026.pdf": "AH",
    "Dario_Pemberton_SE_resume.docx": "DP", "尤芷晴_简历_2024.md": "YZ",
    "zhiqing_you.resume.json": "YZ", "IMG_20261103_184522.jpg": "CL",
}


def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)


def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts.append(c.text)
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    txt = p.read_text(encoding="utf-8")
    if p.suffix == ".md":
        txt = txt.replace("**", "").replace("*", "")
    return txt


def main():
    fails = 0
    cache = {}
    data = yaml.safe_load((ROOT / "questions.yaml").read_text(encoding="utf-8"))
    people = set(data["people"])
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    ev = []
    n_checked = 0
    intents = {}
    gold_somewhere = set()
    started = False
    for ln in lines:
        if ln.startswith("questions:"):
            started = True
            continue
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+):\s(.*)$", ln)
        if m:
            ev.append(m.groups())
            continue
        if ln.strip().startswith("- {q:"):
            qd = yaml.safe_load(ln.strip()[2:])
            gold = set(qd["gold"])
            gold_somewhere |= gold
            intents.setdefault(qd["intent"], []).append(qd)
            have = set()
            if not ev and gold:
                print("NO EVIDENCE:", qd["q"]); fails += 1
            for sign, f, quote in ev:
                if f not in OWNER or not (CVS / f).exists():
                    print("UNKNOWN FILE:", f); fails += 1; continue
                if f not in cache:
                    cache[f] = norm(text_of(f))
                n_checked += 1
                if norm(quote) not in cache[f]:
                    print(f"NOT FOUND [{f}]: {quote}"); fails += 1
                if sign == "+":
                    have.add(OWNER[f])
                    if OWNER[f] not in gold:
                        print(f"+ LINE FOR NON-GOLD {OWNER[f]}: {qd['q']}"); fails += 1
                elif OWNER[f] in gold:
                    print(f"- LINE NAMES GOLD {OWNER[f]}: {qd['q']}"); fails += 1
            if have != gold:
                print(f"GOLD WITHOUT EVIDENCE {sorted(gold - have)}: {qd['q']}"); fails += 1
            if not gold <= people:
                print("UNKNOWN KEY:", qd); fails += 1
            ev = []
    for name, qs in intents.items():
        golds = {tuple(sorted(x["gold"])) for x in qs}
        if len(qs) != 4 or len(golds) != 1:
            print(f"INTENT {name}: {len(qs)} questions, {len(golds)} distinct golds"); fails += 1
    if people - gold_somewhere:
        print("NEVER GOLD:", sorted(people - gold_somewhere)); fails += 1
    print(f"{len(intents)} intents, {sum(len(v) for v in intents.values())} questions, "
          f"{n_checked} evidence lines checked, {fails} failures")
    sys.exit(1 if fails else 0)


if __name__ == "__main__":
    main()
