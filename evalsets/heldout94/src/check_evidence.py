#!/usr/bin/env python3
"""Check every '+'/'-' evidence quote in ../questions.yaml against the text of its CV file,
whitespace-insensitively (NFKC), and that every gold person has a '+' line from one of their files."""
import json, re, subprocess, sys, unicodedata
from pathlib import Path
import yaml  # from the venv (pyyaml) or system
from docx import Document

ROOT = Path(__file__).resolve().parent.parent
CVS = ROOT / "cvs"
PHOTO_TEXT = {"IMG_20201015_213344.jpg": ROOT / "src/buyanxi/buyanxi_2020_page_text.txt"}
OWNER = {
    "卜言蹊_物理设计_2026.pdf": "BYX", "IMG_20201015_213344.jpg": "BYX",
    "resume_xiangwanqing.json": "XWQ", "Hamish_Renfrew_CV.docx": "HR",
    "伏雨珊_基金运营.txt": "FYS", "santiago_echeverri_cv.pdf": "SE",
}

def norm(s):
    s = unicodedata.normalize("NFKC", s)
    return re.sub(r"\s+", "", s).replace("•", "")

def json_strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for v in o.values():
            yield from json_strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from json_strings(v)

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
        return "\n".join(parts)
    if p.suffix == ".json":
        return "\n".join(json_strings(json.loads(p.read_text(encoding="utf-8"))))
    return p.read_text(encoding="utf-8")

def main():
    lines = (ROOT / "questions.yaml").read_text(encoding="utf-8").splitlines()
    data = yaml.safe_load("\n".join(lines))
    cache, fails, pending, qi = {}, 0, [], 0
    ev_re = re.compile(r"^\s*#\s*([+-])\s+([^:]+?):\s(.+)$")
    in_q = False
    for ln, line in enumerate(lines, 1):
        if line.startswith("questions:"):
            in_q = True
        m = ev_re.match(line) if in_q else None
        if m:
            sign, fname, quote = m.group(1), m.group(2).strip(), m.group(3).strip()
            if fname not in OWNER:
                print(f"L{ln}: unknown file {fname}"); fails += 1; continue
            if fname not in cache:
                cache[fname] = norm(text_of(fname))
            if norm(quote) not in cache[fname]:
                print(f"L{ln}: NOT FOUND in {fname}: {quote}"); fails += 1
            pending.append((sign, fname))
            continue
        if re.match(r"^\s*-\s*\{q:", line):
            q = data["questions"][qi]; qi += 1
            plus_owners = {OWNER[f] for s, f in pending if s == "+" and f in OWNER}
            for g in q["gold"]:
                if g not in data["people"]:
                    print(f"L{ln}: unknown key {g}"); fails += 1
                if g not in plus_owners:
                    print(f"L{ln}: gold {g} has no '+' evidence: {q['q']}"); fails += 1
            for o in plus_owners - set(q["gold"]):
                print(f"L{ln}: '+' evidence for non-gold {o}: {q['q']}"); fails += 1
            pending = []
    assert qi == len(data["questions"]), (qi, len(data["questions"]))
    mentioned = {g for q in data["questions"] for g in q["gold"]}
    for k in data["people"]:
        if k not in mentioned:
            print(f"person {k} is never gold"); fails += 1
    print(f"{len(data['questions'])} questions, {fails} failures")
    sys.exit(1 if fails else 0)

if __name__ == "__main__":
    main()
