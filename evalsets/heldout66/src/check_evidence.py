#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in questions.yaml against the text of its file in cvs/.

Text sources: PDF -> pdftotext (reading order); DOCX -> python-docx paragraphs and table-cell
paragraphs; JSON -> all string values; .md -> file with ** / * markers removed; .jpg (phone photo) ->
src/qu_yanting_zh_2023_page.txt. Comparison ignores all whitespace and applies NFKC.
Also checks: every gold member of a question has at least one '+' line, no '-' line belongs to a
gold member, every person is gold somewhere, gold keys exist. Exit 1 on any failure.
Run with src/.venv/bin/python (needs python-docx); the YAML is parsed line by line.
"""
import json, re, subprocess, sys, unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
OWNER = {  # file -> person key
    "岑沛霖_游戏服务端.pdf": "CPL",
    "Qu_Yanting_CV_2026.pdf": "QYT",
    "IMG_20230318_184522.jpg": "QYT",
    "缑雅雯-IT审计-简历.docx": "GYW",
    "quanweidong_resume.json": "QWD",
    "henna_kallio_resume.md": "HK",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name.endswith(".pdf"):
        return subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if name.endswith(".docx"):
        import docx
        d = docx.Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                for c in row.cells:
                    parts += [para.text for para in c.paragraphs]
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs] + [para.text for para in s.footer.paragraphs]
        return "\n".join(parts)
    if name.endswith(".json"):
        out = []
        def walk(x):
            if isinstance(x, str): out.append(x)
            elif isinstance(x, dict): [walk(v) for v in x.values()]
            elif isinstance(x, list): [walk(v) for v in x]
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(out)
    if name.endswith(".md"):
        return re.sub(r"\*{1,2}", "", p.read_text(encoding="utf-8"))
    if name.endswith(".jpg"):
        return (ROOT / "src" / "qu_yanting_zh_2023_page.txt").read_text(encoding="utf-8")
    raise ValueError(name)

def main():
    texts = {n: norm(text_of(n)) for n in OWNER}
    for n in OWNER:
        assert (CVS / n).exists(), n
    extra = sorted(set(x.name for x in CVS.iterdir()) - set(OWNER))
    fails = []
    if extra: fails.append(f"unexpected files in cvs/: {extra}")
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    people = set(re.findall(r"^  (\w+): \[", "\n".join(lines), re.M))
    ev, nq, golded = [], 0, set()
    started = False
    for i, ln in enumerate(lines, 1):
        if ln.startswith("questions:"):
            started = True
        if not started:
            continue
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", ln)
        if m:
            sign, f, quote = m.groups()
            if f not in OWNER:
                fails.append(f"L{i}: unknown file {f}"); continue
            if norm(quote) not in texts[f]:
                fails.append(f"L{i}: quote not found in {f}: {quote}")
            ev.append((sign, OWNER[f], i)); continue
        m = re.match(r'\s*- \{q: "(.*)", gold: \[(.*?)\], tags: \[(.*?)\]\}\s*$', ln)
        if m:
            nq += 1
            gold = [g.strip() for g in m.group(2).split(",") if g.strip()]
            for g in gold:
                if g not in people: fails.append(f"L{i}: unknown key {g}")
            golded |= set(gold)
            plus = {k for s, k, _ in ev if s == "+"}
            for g in gold:
                if g not in plus: fails.append(f"L{i}: gold {g} has no + evidence")
            for s, k, j in ev:
                if s == "-" and k in gold: fails.append(f"L{j}: '-' line names gold member {k}")
                if s == "+" and k not in gold: fails.append(f"L{j}: '+' line for non-gold {k}")
            ev = []
        elif re.match(r"\s*- \{q:", ln):
            fails.append(f"L{i}: unparsed question line")
    for p in sorted(people - golded): fails.append(f"person {p} is never gold")
    for f in fails: print("FAIL", f)
    print(f"{nq} questions, {len(people)} people, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
