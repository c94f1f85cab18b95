#!/usr/bin/env python3
"""Checks every '# + file: quote' / '# - file: quote' line of questions.yaml against the file's text
(whitespace-insensitive, NFKC). Also checks: every gold member has a '+' line naming one of their
files, no '-' line is the only evidence, every person is gold somewhere. Exit 1 on failure."""
import json, pathlib, re, subprocess, sys, unicodedata
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[1]
CVS = ROOT / "cvs"
OWNER = {  # file -> person key
    "左佑宁_前端开发_简历.pdf": "ZYN",
    "Katalin_Szabo_CV_2026.pdf": "KS",
    "daniyar_kadyrov.resume.json": "DK",
    "gunnar_bekkestad_cv.txt": "GB",
    "冉书瑶_版图设计_2023.docx": "RSY",
    "IMG_20261103_091244.jpg": "RSY",
}
PHOTO_TEXT = {"IMG_20261103_091244.jpg": ROOT / "src/rsy/ran_shuyao_2026_photo_text.txt"}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s)

def text_of(name):
    p = CVS / name
    if name in PHOTO_TEXT:
        return PHOTO_TEXT[name].read_text(encoding="utf-8")
    if p.suffix == ".pdf":
        return subprocess.run(["pdftotext", "-layout", str(p), "-"], capture_output=True, text=True, check=True).stdout
    if p.suffix == ".docx":
        from docx import Document
        d = Document(str(p))
        parts = [para.text for para in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for s in d.sections:
            parts += [para.text for para in s.header.paragraphs + s.footer.paragraphs]
        return "\n".join(parts)
    if p.suffix == ".json":
        vals = []
        def walk(o):
            if isinstance(o, dict):
                for v in o.values(): walk(v)
            elif isinstance(o, list):
                for v in o: walk(v)
            elif isinstance(o, str):
                vals.append(o)
        walk(json.loads(p.read_text(encoding="utf-8")))
        return "\n".join(vals)
    return p.read_text(encoding="utf-8")

def main():
    qy = ROOT / "questions.yaml"
    data = yaml.safe_load(qy.read_text(encoding="utf-8"))
    texts = {f: norm(text_of(f)) for f in OWNER}
    missing = [f for f in OWNER if not (CVS / f).exists()]
    fails = [f"missing file {f}" for f in missing]
    extra = sorted(set(x.name for x in CVS.iterdir()) - set(OWNER))
    fails += [f"unlisted file in cvs/: {f}" for f in extra]
    qs = data["questions"]
    ev, qi, n = [], 0, 0
    for line in qy.read_text(encoding="utf-8").splitlines():
        m = re.match(r"\s*#\s*([+-])\s+(\S+?):\s(.+)$", line)
        if m and m.group(2) in OWNER:
            ev.append(m.groups())
            continue
        if re.match(r"\s*-\s*\{q:", line):
            q = qs[qi]; qi += 1
            plus = {OWNER[f] for s, f, _ in ev if s == "+"}
            minus = {OWNER[f] for s, f, _ in ev if s == "-"}
            for sign, f, quote in ev:
                n += 1
                if norm(quote) not in texts[f]:
                    fails.append(f"Q{qi} {q['q']!r}: quote not in {f}: {quote}")
            for k in q["gold"]:
                if k not in plus:
                    fails.append(f"Q{qi} {q['q']!r}: gold {k} has no + evidence")
            for k in plus - set(q["gold"]):
                fails.append(f"Q{qi} {q['q']!r}: + evidence for non-gold {k}")
            for k in minus & set(q["gold"]) - plus:
                fails.append(f"Q{qi} {q['q']!r}: gold {k} only has - evidence")
            ev = []
    assert qi == len(qs), (qi, len(qs))
    gold_people = {k for q in qs for k in q["gold"]}
    for k in data["people"]:
        if k not in gold_people:
            fails.append(f"person {k} is never gold")
    for f in fails:
        print("FAIL", f)
    print(f"{len(qs)} questions, {n} evidence lines, {len(fails)} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
